import { RATE_CARD_MODES, type RateCardMode } from '@freight/domain';

/** The Rates screen's filters, as the toolbar holds them. */
export interface RateCardFilters {
  search: string;
  mode: RateCardMode | '';
  origin: string;
  destination: string;
  /** Only cards valid on this date (YYYY-MM-DD), or '' for all. */
  validOn: string;
}

export const NO_RATE_CARD_FILTERS: RateCardFilters = {
  search: '',
  mode: '',
  origin: '',
  destination: '',
  validOn: '',
};

/** The Rates screen's filters in the address: `?mode=Sea FCL&origin=HKG&destination=AMS&valid_on=2026-05-01`. */
export const RATE_CARD_LIST_FILTERS = {
  mode: { param: 'mode', values: RATE_CARD_MODES },
  origin: { param: 'origin' },
  destination: { param: 'destination' },
  validOn: { param: 'valid_on' },
};

/** The list query of the filters: equality filters for mode and lane, a `where` for validity. */
export function rateCardFilterQuery(filters: RateCardFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.mode) query.transport_mode = filters.mode;
  if (filters.origin.trim()) query.origin_code = filters.origin.trim().toUpperCase();
  if (filters.destination.trim()) query.destination_code = filters.destination.trim().toUpperCase();
  if (/^\d{4}-\d{2}-\d{2}$/.test(filters.validOn)) {
    query.where = `valid_from <= '${filters.validOn}' and valid_to >= '${filters.validOn}'`;
  }
  return query;
}
