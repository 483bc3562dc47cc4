import { noContentSchema } from '../api/endpoint';
import { listQuerySchema } from '../api/list-schemas';
import { resourceGroup } from '../api/resource-group';
import { rateCardSchema } from './rate-card';
import {
  applyRateCardResultSchema,
  applyRateCardSchema,
  rateCardImportBodySchema,
  rateCardImportResultSchema,
  rateOptionsSchema,
} from './rate-card-options';
import { rateCardCreateSchema, rateCardUpdateSchema } from './rate-card-validation';

const api = resourceGroup(['rate-cards']);

/** Carrier tariffs (docs/api.md, Rate cards) and their CSV import and export. */
export const rateCardsApi = {
  ...api.resource('/rate_cards', {
    record: rateCardSchema,
    create: rateCardCreateSchema,
    update: rateCardUpdateSchema,
  }),
  import: api.create('/rate_cards/import', {
    description:
      'Imports rate cards from CSV (text/csv, one row per card; see docs/api.md). All or nothing: when any ' +
      'row is wrong, nothing is imported and the 400 lists every problem as `rows: [{row, column, message}]`.',
    consumes: 'text/csv',
    body: rateCardImportBodySchema,
    response: rateCardImportResultSchema,
  }),
  export: api.get('/rate_cards/export', {
    description: 'The filtered rate cards as CSV, in the columns the import takes',
    query: listQuerySchema,
    response: noContentSchema,
    produces: 'text/csv',
  }),
};

/** Pricing a quotation from the rate cards: its options, and applying one (docs/api.md, Rate cards). */
export const rateCardPricingApi = {
  options: api.get('/quotations/:id/rate_options', {
    description:
      "The cards valid for the quotation's lane, mode and date, cheapest first, with their buy totals",
    response: rateOptionsSchema,
  }),
  apply: api.action('/quotations/:id/apply_rate_card', {
    description:
      "Adds the card's cost lines (buy from the card, sell by the default markup) and caps the quotation's " +
      "valid-until at the card's end date",
    body: applyRateCardSchema,
    response: applyRateCardResultSchema,
  }),
};
