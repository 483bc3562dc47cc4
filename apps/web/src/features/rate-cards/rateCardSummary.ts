import type { RateCard } from '@freight/domain';

/** The card's charges in a few words for the table: '6 breaks from 5.00/kg', '2 containers', '12.50/CBM'. */
export function rateCardSummary(
  card: Pick<RateCard, 'breaks' | 'per_cbm_rate' | 'container_rates' | 'fixed_charge'>,
) {
  const parts: string[] = [];
  if (card.breaks.length > 0) {
    const first = card.breaks[0]!.rate.toFixed(2);
    parts.push(`${card.breaks.length} ${card.breaks.length === 1 ? 'break' : 'breaks'} from ${first}/kg`);
  }
  if (card.per_cbm_rate !== null) parts.push(`${card.per_cbm_rate.toFixed(2)}/CBM`);
  if (card.container_rates.length > 0) {
    parts.push(card.container_rates.map((c) => `${c.container_type} ${c.rate.toFixed(0)}`).join(', '));
  }
  if (card.fixed_charge > 0) parts.push(`fixed ${card.fixed_charge.toFixed(2)}`);
  return parts.join(' · ');
}
