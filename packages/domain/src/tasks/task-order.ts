import { MAX_INTEGER } from '../shared/fields';
import { TASK_PRIORITIES, type TaskPriority } from './task-enums';

/** Urgent first, then high, medium, low, so the most pressing work leads: 0 for urgent, 3 for low. */
export function priorityRank(priority: TaskPriority): number {
  return TASK_PRIORITIES.length - 1 - TASK_PRIORITIES.indexOf(priority);
}

/** For `Array.sort`: urgent before high before medium before low. */
export function compareByPriority(a: { priority: TaskPriority }, b: { priority: TaskPriority }): number {
  return priorityRank(a.priority) - priorityRank(b.priority);
}

interface Positioned {
  id: number;
  sort_order: number;
  created_at: string;
}

/** The custom order: by position, then creation time (then id, so equal rows keep one order). */
export function compareByPosition(a: Positioned, b: Positioned): number {
  return a.sort_order - b.sort_order || a.created_at.localeCompare(b.created_at) || a.id - b.id;
}

/**
 * Positions are gapped integers: a move takes a position between its new neighbours and writes only the moved
 * row; when two neighbours have no integer left between them the server renumbers their list once.
 */
export const POSITION_GAP = 1024;
export const MIN_POSITION = -MAX_INTEGER;
export const MAX_POSITION = MAX_INTEGER;

/**
 * A position strictly between `previous` and `next` (null: that end of the list), or null when there is no
 * room and the list must be renumbered first. An empty list starts at POSITION_GAP; the ends grow by the gap.
 */
export function positionBetween(previous: number | null, next: number | null): number | null {
  if (previous === null && next === null) return POSITION_GAP;
  if (previous === null) return next! - POSITION_GAP >= MIN_POSITION ? next! - POSITION_GAP : null;
  if (next === null) return previous + POSITION_GAP <= MAX_POSITION ? previous + POSITION_GAP : null;
  if (next - previous < 2) return null;
  return previous + Math.floor((next - previous) / 2);
}

/** The gap between renumbered positions of `count` items: POSITION_GAP, narrower only when they would not fit. */
export function renumberGap(count: number): number {
  return Math.max(1, Math.min(POSITION_GAP, Math.floor(MAX_POSITION / (count + 1))));
}

/** Fresh, evenly gapped positions for `count` items in their current order. */
export function renumberedPositions(count: number): number[] {
  const gap = renumberGap(count);
  return Array.from({ length: count }, (_, i) => (i + 1) * gap);
}

/**
 * Moves `id` in a list shown in `ids` order to where it was dropped (`toIndex` among the others), and answers
 * the move request: the item it now follows and the one it now precedes (null at an end).
 */
export function moveRequest(
  ids: readonly number[],
  id: number,
  toIndex: number,
): { ids: number[]; after_id: number | null; before_id: number | null } {
  const others = ids.filter((other) => other !== id);
  const index = Math.max(0, Math.min(toIndex, others.length));
  const moved = [...others.slice(0, index), id, ...others.slice(index)];
  return { ids: moved, after_id: others[index - 1] ?? null, before_id: others[index] ?? null };
}
