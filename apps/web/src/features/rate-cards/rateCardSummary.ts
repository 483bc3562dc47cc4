import type { RateCard } from '@freight/domain';
import { money } from '../../shared/format/money';

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
    parts.push(`${card.breaks.length} ${card.breaks.length === 1 ? 'break' : 'breaks'} from ${first}/kg`);
  }
  if (card.per_cbm_rate !== null) parts.push(`${rate(card.per_cbm_rate)}/CBM`);
  if (card.container_rates.length > 0) {
    parts.push(
      card.container_rates.map((c) => `${c.container_type} ${money(c.rate, card.currency)}`).join(', '),
    );
  }
  if (card.fixed_charge > 0) parts.push(`fixed ${money(card.fixed_charge, card.currency)}`);
  return parts.join(' · ');
}
