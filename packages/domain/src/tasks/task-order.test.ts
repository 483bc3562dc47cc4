import { describe, expect, it } from 'vitest';
import {
  compareByPosition,
  compareByPriority,
  MAX_POSITION,
  MIN_POSITION,
  moveRequest,
  POSITION_GAP,
  positionBetween,
  priorityRank,
  renumberedPositions,
} from './task-order';

describe('priority order', () => {
  it('puts urgent first, then high, medium, low', () => {
    const tasks = [
      { priority: 'low' },
      { priority: 'urgent' },
      { priority: 'medium' },
      { priority: 'high' },
    ] as const;
    expect([...tasks].sort(compareByPriority).map((t) => t.priority)).toEqual([
      'urgent',
      'high',
      'medium',
      'low',
    ]);
    expect(priorityRank('urgent')).toBe(0);
    expect(priorityRank('low')).toBe(3);
  });
});

describe('custom order', () => {
  it('sorts by position, then creation time, then id', () => {
    const rows = [
      { id: 3, sort_order: 2048, created_at: '2026-01-01T00:00:00.000Z' },
      { id: 2, sort_order: 1024, created_at: '2026-01-02T00:00:00.000Z' },
      { id: 1, sort_order: 1024, created_at: '2026-01-03T00:00:00.000Z' },
      { id: 4, sort_order: 1024, created_at: '2026-01-03T00:00:00.000Z' },
    ];
    expect([...rows].sort(compareByPosition).map((r) => r.id)).toEqual([2, 1, 4, 3]);
  });
});

describe('positionBetween', () => {
  it('starts an empty list at the gap and extends either end by it', () => {
    expect(positionBetween(null, null)).toBe(POSITION_GAP);
    expect(positionBetween(5000, null)).toBe(5000 + POSITION_GAP);
    expect(positionBetween(null, 5000)).toBe(5000 - POSITION_GAP);
  });

  it('takes the middle of two neighbours, strictly between them', () => {
    expect(positionBetween(1024, 2048)).toBe(1536);
    expect(positionBetween(10, 12)).toBe(11);
    expect(positionBetween(-7, 0)).toBe(-4);
  });

  it('answers null when there is no room, so the list is renumbered', () => {
    expect(positionBetween(10, 11)).toBeNull();
    expect(positionBetween(10, 10)).toBeNull();
    expect(positionBetween(MAX_POSITION - 1, null)).toBeNull();
    expect(positionBetween(null, MIN_POSITION + 1)).toBeNull();
  });
});

describe('renumberedPositions', () => {
  it('spaces items by the gap, narrowing it only when the list is huge', () => {
    expect(renumberedPositions(3)).toEqual([POSITION_GAP, 2 * POSITION_GAP, 3 * POSITION_GAP]);
    const many = renumberedPositions(5_000_000);
    expect(many.at(-1)).toBeLessThanOrEqual(MAX_POSITION);
    expect(new Set(many).size).toBe(5_000_000);
  });
});

describe('moveRequest', () => {
  it('names the neighbours the dropped item lands between', () => {
    expect(moveRequest([1, 2, 3, 4], 4, 1)).toEqual({ ids: [1, 4, 2, 3], after_id: 1, before_id: 2 });
    expect(moveRequest([1, 2, 3], 3, 0)).toEqual({ ids: [3, 1, 2], after_id: null, before_id: 1 });
    expect(moveRequest([1, 2, 3], 1, 2)).toEqual({ ids: [2, 3, 1], after_id: 3, before_id: null });
  });
});
