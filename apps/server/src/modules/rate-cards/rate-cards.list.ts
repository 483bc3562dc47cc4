import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { rateCardSearchText, rateCards } from './rate-cards.table';

const fields = tableListFields(rateCards);

/**
 * The Rates list: search over carrier, codes and places; filters by carrier, mode, lane and validity
 * (`?transport_mode=Air&origin_code=HKG`, `where=valid_from <= '2026-05-01' and valid_to >= '2026-05-01'`).
 */
export const rateCardList = defineListSpec({
  fields,
  sortable: [
    'id',
    'carrier',
    'transport_mode',
    'origin_code',
    'destination_code',
    'valid_from',
    'valid_to',
    'currency',
    'minimum_charge',
    'created_at',
    'updated_at',
  ],
  filterable: Object.keys(fields).filter((name) => fields[name]?.kind !== null),
  searchable: [rateCardSearchText(rateCards)],
  selectAlong: Object.fromEntries(
    ['minimum_charge', 'breaks', 'per_cbm_rate', 'container_rates', 'fixed_charge', 'surcharges'].map(
      (amount) => [amount, ['currency']],
    ),
  ),
  defaultOrder: [
    { field: 'carrier', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ],
  defaultLimit: 50,
});
