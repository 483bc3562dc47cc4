import { describe, expect, it } from 'vitest';
import { chargePartSummaries, costRowsByPart, type PartedCostLine } from './charge-part-groups';
import type { ChargePart } from './charge-parts';

let nextId = 1;
const line = (charge_part: ChargePart, total_cost: number, extra: Partial<PartedCostLine> = {}) => ({
  id: nextId++,
  sort_order: nextId,
  charge_part,
  total_cost,
  is_sub_item: false,
  parent_id: null,
  ...extra,
});

describe('the breakdown grouped by part', () => {
  const freight = line('main_carriage', 2300);
  const baf = line('origin_charges', 120.5, { is_sub_item: true, parent_id: freight.id });
  const duty = line('duties_taxes', 410.1);
  const pickup = line('origin_charges', 0.1);
  const thc = line('origin_charges', 0.2);
  const items = [freight, baf, duty, pickup, thc];

  it('orders the lines origin, main carriage, destination, duties, renumbering the main items', () => {
    const rows = costRowsByPart(items);
    expect(rows.map((row) => [row.item.id, row.part, row.number])).toEqual([
      [pickup.id, 'origin_charges', 1],
      [thc.id, 'origin_charges', 2],
      [freight.id, 'main_carriage', 3],
      // A sub-item stays under its main item whatever its own part.
      [baf.id, 'main_carriage', null],
      [duty.id, 'duties_taxes', 4],
    ]);
  });

  it("sums each part that has lines, to the cent, and carries the term's warning", () => {
    const summaries = chargePartSummaries(costRowsByPart(items), 'FOB', 'USD');
    expect(summaries).toEqual([
      {
        part: 'origin_charges',
        label: 'Origin charges',
        lineCount: 2,
        firstItemId: pickup.id,
        subtotal: 0.3,
        warning: 'Under FOB the seller pays origin charges: this quote is for the buyer',
      },
      {
        part: 'main_carriage',
        label: 'Main carriage',
        lineCount: 2,
        firstItemId: freight.id,
        subtotal: 2420.5,
        warning: null,
      },
      {
        part: 'duties_taxes',
        label: 'Duties and taxes',
        lineCount: 1,
        firstItemId: duty.id,
        subtotal: 410.1,
        warning: null,
      },
    ]);
    expect(chargePartSummaries(costRowsByPart(items), null, 'USD').every((s) => s.warning === null)).toBe(
      true,
    );
    expect(chargePartSummaries([], 'EXW', 'USD')).toEqual([]);
  });
});
