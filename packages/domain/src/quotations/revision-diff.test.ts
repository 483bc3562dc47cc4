import { describe, expect, it } from 'vitest';
import { diffFields, diffLines, diffRevisions, type RevisionSide } from './revision-diff';

const side = (over: Partial<RevisionSide> = {}): RevisionSide => ({
  id: 1,
  revision: 1,
  quotation: { client_name: 'Acme', total_cost: 100, notes: '', deadline: null, origin: 'Hamburg, DE' },
  cargo: [
    { line_key: 'a', name: 'Pallet', quantity: 2, length: 120 },
    { line_key: 'b', name: 'Crate', quantity: 1, length: 80 },
  ],
  costs: [
    { line_key: 'x', description: 'Freight', total_cost: 80, is_sub_item: false },
    { line_key: 'y', description: 'Customs', total_cost: 20, is_sub_item: false },
  ],
  ...over,
});

describe('revision diff', () => {
  it('is empty between two revisions that hold the same values', () => {
    const diff = diffRevisions(side(), side({ id: 2, revision: 2 }));
    expect(diff).toEqual({
      from: { id: 1, revision: 1 },
      to: { id: 2, revision: 2 },
      fields: [],
      cargo: [],
      costs: [],
    });
  });

  it('lists each changed quotation field with its label, old and new value', () => {
    const to = side({ quotation: { ...side().quotation, total_cost: 150, deadline: '2026-12-01' } });
    expect(diffRevisions(side(), to).fields).toEqual([
      { field: 'deadline', label: 'Deadline', old: null, new: '2026-12-01' },
      { field: 'total_cost', label: 'Total cost', old: 100, new: 150 },
    ]);
  });

  it('shows a change of Incoterm and named place beside the route', () => {
    const from = side({ quotation: { ...side().quotation, incoterm: null, incoterm_place: '' } });
    const to = side({ quotation: { ...side().quotation, incoterm: 'FOB', incoterm_place: 'CNSZX' } });
    expect(diffRevisions(from, to).fields).toEqual([
      { field: 'incoterm', label: 'Incoterm', old: null, new: 'FOB' },
      { field: 'incoterm_place', label: 'Incoterm place', old: '', new: 'CNSZX' },
    ]);
  });

  it('pairs lines by their key, so an edited line is changed, not removed and added', () => {
    const to = side({
      cargo: [
        { line_key: 'a', name: 'Pallet', quantity: 3, length: 120 },
        { line_key: 'b', name: 'Crate', quantity: 1, length: 80 },
      ],
    });
    expect(diffRevisions(side(), to).cargo).toEqual([
      {
        line_key: 'a',
        label: 'Pallet',
        change: 'changed',
        fields: [{ field: 'quantity', label: 'Quantity', old: 2, new: 3 }],
      },
    ]);
  });

  it('shows added lines with their values and removed lines with what they held', () => {
    const to = side({
      costs: [
        { line_key: 'x', description: 'Freight', total_cost: 80, is_sub_item: false },
        { line_key: 'z', description: 'Insurance', total_cost: 15, is_sub_item: false },
      ],
    });
    const costs = diffRevisions(side(), to).costs;
    expect(costs.map((c) => [c.change, c.label])).toEqual([
      ['added', 'Insurance'],
      ['removed', 'Customs'],
    ]);
    expect(costs[0]!.fields).toContainEqual({ field: 'total_cost', label: 'Total', old: null, new: 15 });
    expect(costs[1]!.fields).toContainEqual({
      field: 'description',
      label: 'Description',
      old: 'Customs',
      new: null,
    });
  });

  it('reads a renamed line by its newer name', () => {
    const lines = diffLines(
      { name: 'Name' },
      'name',
      [{ line_key: 'a', name: 'Old' }],
      [{ line_key: 'a', name: 'New' }],
    );
    expect(lines).toEqual([
      {
        line_key: 'a',
        label: 'New',
        change: 'changed',
        fields: [{ field: 'name', label: 'Name', old: 'Old', new: 'New' }],
      },
    ]);
  });

  it('compares lists by their text and treats a missing value as null', () => {
    expect(diffFields({ tags: 'Tags' }, { tags: ['a', 'b'] }, { tags: ['a', 'b'] })).toEqual([]);
    expect(diffFields({ tags: 'Tags' }, { tags: ['a'] }, { tags: undefined })).toEqual([
      { field: 'tags', label: 'Tags', old: 'a', new: null },
    ]);
  });

  it('reads the same from an older to a newer revision as the reverse, with old and new swapped', () => {
    const to = side({ quotation: { ...side().quotation, client_name: 'Beta' } });
    expect(diffRevisions(to, side()).fields).toEqual([
      { field: 'client_name', label: 'Client name', old: 'Beta', new: 'Acme' },
    ]);
  });
});
