import type { ExchangeRates } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import * as exchangeRatesService from '../exchange-rates/exchange-rates.service';
import * as quotationsService from '../quotations/quotations.service';

/**
 * The exchange rates a shipment's money is converted with: those its quotation kept when it was priced, so a
 * bill or a profit figure reads the same rates as the quote the client accepted; today's rates in force only
 * when the quotation kept none (it had no buy line in another currency) or is gone.
 */
export async function keptRatesOf(db: Db, quotationId: number | null): Promise<ExchangeRates> {
  const quotation = quotationId === null ? undefined : await quotationsService.find(db, quotationId);
  return quotation?.priced_rates ?? (await exchangeRatesService.currentPricedRates(db));
}
