import { z } from 'zod';

/**
 * Whether a quote is ready to go to the client. What it must have (a priced cost line, a total above zero)
 * blocks sending; what it may lack on purpose (door addresses on a port-to-port quote, cargo lines on a quote
 * priced per container) only warns, so the sender decides.
 */
export const QUOTE_READINESS_MESSAGES = {
  noPricedLine: 'a priced cost line (a line with an amount above zero)',
  zeroTotal: 'a total above zero',
  notReady: (missing: readonly string[]) => `This quote cannot be sent yet. It needs ${listOf(missing)}.`,
  noCargo: 'No cargo lines: the quote does not say what is shipped.',
  noPickup: (code: string) =>
    `No pickup address: the quote shows only the origin ${code} (fine for a port-to-port quote).`,
  noOrigin: 'No origin: neither a pickup address nor an origin port or airport code.',
  noDelivery: (code: string) =>
    `No delivery address: the quote shows only the destination ${code} (fine for a port-to-port quote).`,
  noDestination: 'No destination: neither a delivery address nor a destination port or airport code.',
} as const;

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What a quote's readiness is read from. */
export interface QuoteReadinessInput {
  /** Its cost lines with an amount above zero. */
  pricedLines: number;
  total: number;
  cargoLines: number;
  hasOriginAddress: boolean;
  hasDestinationAddress: boolean;
  /** The lane codes ('' when not given). */
  originCode: string;
  destinationCode: string;
}

export const quoteReadinessSchema = z.object({
  /** What the quote must have before it can be sent (sending answers 409 `QUOTE_NOT_READY` while any is). */
  missing: z.array(z.string()),
  /** What it lacks that the sender may have left out on purpose; sending goes ahead. */
  warnings: z.array(z.string()),
});
export type QuoteReadiness = z.infer<typeof quoteReadinessSchema>;

export function quoteReadiness(quote: QuoteReadinessInput): QuoteReadiness {
  const M = QUOTE_READINESS_MESSAGES;
  const missing: string[] = [];
  if (quote.pricedLines === 0) missing.push(M.noPricedLine);
  if (!(quote.total > 0)) missing.push(M.zeroTotal);
  const warnings: string[] = [];
  if (!quote.hasOriginAddress) warnings.push(quote.originCode ? M.noPickup(quote.originCode) : M.noOrigin);
  if (!quote.hasDestinationAddress) {
    warnings.push(quote.destinationCode ? M.noDelivery(quote.destinationCode) : M.noDestination);
  }
  if (quote.cargoLines === 0) warnings.push(M.noCargo);
  return { missing, warnings };
}
