import { type CostLineRow, costLineRows, type OrderableCostLine } from '../cost-lines/cost-order';
import { grandCostTotal } from '../cost-lines/cost-totals';
import type { CurrencyCode } from '../money/currencies';
import { CHARGE_PART_LABELS, CHARGE_PARTS, type ChargePart, chargePartWarning } from './charge-parts';
import type { Incoterm } from './incoterms';

/** What grouping needs of a cost line. */
export interface PartedCostLine extends OrderableCostLine {
  charge_part: ChargePart;
  total_cost?: unknown;
}

/** A row of the grouped breakdown: the table's row and the part it is shown under. */
export type ChargePartRow<T> = CostLineRow<T> & { part: ChargePart };

/**
 * The part a row is shown under: a sub-item stays under its main item (it details that charge), so a main
 * item and its sub-items are never split across two headings.
 */
function rowParts<T extends PartedCostLine>(rows: readonly CostLineRow<T>[]): ChargePart[] {
  const mainPart = new Map<number, ChargePart>();
  return rows.map(({ item, isSubItem }) => {
    if (!isSubItem) {
      mainPart.set(item.id, item.charge_part);
      return item.charge_part;
    }
    return (item.parent_id != null && mainPart.get(item.parent_id)) || item.charge_part;
  });
}

/**
 * The breakdown's rows grouped by part (origin charges, main carriage, destination charges, duties and
 * taxes), each group in the breakdown's order, main items numbered 1, 2, ... down the grouped list.
 */
export function costRowsByPart<T extends PartedCostLine>(items: readonly T[]): ChargePartRow<T>[] {
  const rows = costLineRows(items);
  const parts = rowParts(rows);
  const grouped = CHARGE_PARTS.flatMap((part) =>
    rows.filter((_, index) => parts[index] === part).map((row) => ({ ...row, part })),
  );
  let number = 0;
  return grouped.map((row) => ({ ...row, number: row.isSubItem ? null : ++number }));
}

export interface ChargePartSummary {
  part: ChargePart;
  label: string;
  lineCount: number;
  /** The id of the group's first line: a page that starts further down shows the heading as continued. */
  firstItemId: number;
  /** The sum of the group's lines (sub-items included), as the grand total sums them. */
  subtotal: number;
  /** Set when the quote's term leaves this part to the party the quote is not for (`chargePartWarning`). */
  warning: string | null;
}

/** Each part that holds lines, in order, with its subtotal and the term's warning. */
export function chargePartSummaries<T extends PartedCostLine>(
  rows: readonly ChargePartRow<T>[],
  term: Incoterm | null | undefined,
  currency: CurrencyCode,
): ChargePartSummary[] {
  return CHARGE_PARTS.flatMap((part) => {
    const items = rows.filter((row) => row.part === part).map((row) => row.item);
    const first = items[0];
    if (first === undefined) return [];
    const subtotal = grandCostTotal(items, currency);
    return [
      {
        part,
        label: CHARGE_PART_LABELS[part],
        lineCount: items.length,
        firstItemId: first.id,
        subtotal,
        warning: chargePartWarning(term, part),
      },
    ];
  });
}
