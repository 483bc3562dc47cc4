import type { RateCard } from '@freight/domain';
import { money } from '../../shared/format/money';
import { translate } from '../../shared/i18n/useT';

/**
 * The card's charges in a few words for the table, in the card's currency: '6 breaks from €5.00/kg',
 * '20GP ¥120,000', '€12.50/CBM'.
 */
export function rateCardSummary(
  card: Pick<RateCard, 'currency' | 'breaks' | 'per_cbm_rate' | 'container_rates' | 'fixed_charge'>,
) {
  const rate = (value: number) => money(value, card.currency, { rate: true });
  const parts: string[] = [];
  if (card.breaks.length > 0) {
    const first = rate(card.breaks[0]!.rate);
    parts.push(translate('rateCards.breaksFrom', { count: card.breaks.length, rate: first }));
  }
  if (card.per_cbm_rate !== null) parts.push(`${rate(card.per_cbm_rate)}/CBM`);
  if (card.container_rates.length > 0) {
    parts.push(
      card.container_rates.map((c) => `${c.container_type} ${money(c.rate, card.currency)}`).join(', '),
    );
  }
  if (card.fixed_charge > 0)
    parts.push(translate('rateCards.fixed', { amount: money(card.fixed_charge, card.currency) }));
  return parts.join(' · ');
}
