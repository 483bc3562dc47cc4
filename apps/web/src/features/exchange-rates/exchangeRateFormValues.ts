import { type ExchangeRateRecord, exchangeRatesApi, todayIso } from '@freight/domain';
import { callApi } from '../../shared/api/apiClient';
import type { MessageId } from '../../shared/i18n/i18n';

/** The exchange-rate form's values: 1 base = rate quote, in force from date. */
export interface ExchangeRateFormValues {
  base: string;
  quote: string;
  /** A number, or what is typed while it is not one yet. */
  rate: number | string;
  date: string;
}

/** Each field's label as the form shows it (a conflict notice names it). */
export const EXCHANGE_RATE_FIELD_LABELS: Readonly<Record<keyof ExchangeRateFormValues, MessageId>> = {
  base: 'exchangeRates.baseCurrency',
  quote: 'exchangeRates.quoteCurrency',
  rate: 'exchangeRates.rate',
  date: 'exchangeRates.date',
};

/** A stored rate as form values, or a new rate's defaults (EUR→USD from today). */
export function exchangeRateFormValues(rate: ExchangeRateRecord | null): ExchangeRateFormValues {
  return {
    base: rate?.base ?? 'EUR',
    quote: rate?.quote ?? 'USD',
    rate: rate?.rate ?? '',
    date: rate?.date ?? todayIso(),
  };
}

/**
 * The stored rate as it is now, after a save was refused as stale. There is no read of one rate, so the rates
 * in force on its day are read: the rate is among them unless a newer rate of the pair came the same day or
 * its date was moved, and then the reload fails and the form says the save failed.
 */
export async function latestExchangeRate(rate: ExchangeRateRecord) {
  const inForce = await callApi(exchangeRatesApi.list, { query: { date: rate.date } });
  const latest = inForce.find((candidate) => candidate.id === rate.id);
  if (!latest) throw new Error('The exchange rate is no longer in force on its day');
  return { values: exchangeRateFormValues(latest), version: latest.version };
}
