import { z } from 'zod';
import { isBelowMinimumMargin } from './margin';

/** A quotation's margin under the pricing settings' minimum: what the breakdown and the send dialog warn of. */
export const lowMarginSchema = z.object({ percent: z.number(), minimum_percent: z.number() });
export type LowMargin = z.infer<typeof lowMarginSchema>;

/** The low-margin warning, or null when the margin is at or above the minimum (or there is no sell price). */
export function lowMargin(percent: number | null, minimumPercent: number): LowMargin | null {
  return percent !== null && isBelowMinimumMargin(percent, minimumPercent)
    ? { percent, minimum_percent: minimumPercent }
    : null;
}

/** The 409 of a send without the confirmation. */
export const LOW_MARGIN_CONFIRM_MESSAGE =
  'The margin of this quotation is below the minimum: confirm that you want to send it anyway.';
