import { progressFromSubtasks, type Task } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import * as parts from './task-parts.repository';
import type { TaskCard } from './tasks.repository';

function groupBy<T>(rows: readonly T[], key: (row: T) => number | null): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    if (id === null) continue;
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return groups;
}

/**
 * Tasks as their cards show them: each with its subtasks in order, comment count, collaborators and latest
 * activity, fetched for the whole page at once (four queries, whatever the page size).
 */
export async function assembleTasks(db: Db, cards: readonly TaskCard[]): Promise<Task[]> {
  const ids = cards.map((card) => card.id);
  const [subtasks, commentCounts, collaborators, latest] = await Promise.all([
    parts.subtasksOfTasks(db, ids),
    parts.taskCommentCounts(db, ids),
    parts.collaboratorsOfTasks(db, ids),
    parts.latestActivityOfTasks(db, ids),
  ]);
  const subtasksByTask = groupBy(subtasks, (row) => row.task_id);
  const collaboratorsByTask = groupBy(collaborators, (row) => row.task_id);
  const latestByTask = new Map(latest.map((entry) => [entry.task_id, entry]));
  return cards.map((card) => {
    const ownSubtasks = subtasksByTask.get(card.id) ?? [];
    return {
      ...card,
      progress: card.is_manual_progress ? card.progress : progressFromSubtasks(ownSubtasks),
      subtasks: ownSubtasks,
      comment_count: commentCounts.get(card.id) ?? 0,
      collaborators: collaboratorsByTask.get(card.id) ?? [],
      latest_activity: latestByTask.get(card.id) ?? null,
    };
  });
}
