import type { QuotationStatus } from '@freight/domain';
import type { Db } from '../../platform/database/database';

/**
 * What happens beyond the quotation when its status moves (the shipment is made on the move to Active, and a
 * move away is refused while the shipment runs). The shipments module sits above quotations, so it hands
 * this in at start-up (`onQuotationStatusMove`, re-exported by quotations.service.ts) and quotations never
 * import it. It runs inside the move's transaction: what it throws undoes the move.
 */
export type QuotationStatusMoveHandler = (
  tx: Db,
  move: { quotationId: number; from: QuotationStatus; to: QuotationStatus; actorId: number | null },
) => Promise<void>;

let handler: QuotationStatusMoveHandler | undefined;

export function onQuotationStatusMove(handle: QuotationStatusMoveHandler): void {
  handler = handle;
}

/** Called by every path that moves a quotation's status, in its transaction; nothing when the status stays. */
export async function quotationStatusMoved(
  tx: Db,
  quotationId: number,
  from: QuotationStatus,
  to: QuotationStatus | undefined,
  actorId: number | null,
): Promise<void> {
  if (!handler || to === undefined || to === from) return;
  await handler(tx, { quotationId, from, to, actorId });
}
