import { hitSubtitle, type SearchGroup, searchRoutes, subtitleCode } from '@freight/domain';
import { and, desc, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import {
  fieldContainsText,
  prefixRank,
  preparedSearch,
  searchGroup,
  similarityDesc,
} from '../../platform/database/text-search';
import type { Caller } from '../teams/teams.service';
import { visibleTaskSql } from './task-access.sql';
import { taskSearchText, tasks } from './tasks.table';

/**
 * The tasks the caller may see (the same rule as the task list) whose title contains the text, accents and case
 * aside. The trigram index over the folded `taskSearchText` picks the candidates, the title test keeps those matching by title; titles
 * starting with the text first, open tasks before completed ones, then the latest.
 */
export async function searchTasks(
  db: Db,
  text: string,
  limit: number,
  caller: Caller,
): Promise<Omit<SearchGroup, 'kind'>> {
  const rows = await preparedSearch(
    db,
    `search_tasks_${caller.isAdmin ? 'all' : 'visible'}`,
    { text, limit, values: { userId: caller.userId } },
    (text) => ({
      table: tasks,
      id: tasks.id,
      where: and(
        fieldContainsText(taskSearchText(tasks), tasks.title, text),
        visibleTaskSql(caller, sql.placeholder('userId')),
      )!,
      fields: {
        id: tasks.id,
        title: tasks.title,
        client: tasks.client_name,
        priority: tasks.priority,
        completed: tasks.completed,
      },
      orderBy: [
        prefixRank(tasks.title, text),
        tasks.completed,
        similarityDesc(tasks.title, text),
        desc(tasks.id),
      ],
    }),
  );
  return searchGroup(rows, (row) => ({
    id: row.id,
    title: row.title,
    ...hitSubtitle(
      row.client,
      subtitleCode.taskPriority(row.priority),
      row.completed ? subtitleCode.completed : undefined,
    ),
    route: searchRoutes.task(row.id),
  }));
}
