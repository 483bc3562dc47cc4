import type { Notification } from '@freight/domain';
import { everyActionOn } from '@freight/domain';
import { expect } from 'vitest';
import type { TestApp, TestUserOptions } from '../../../test/test-app';
import { quotationApi } from '../quotations/quotation-contents.fixtures';
import { taskClient } from '../tasks/tasks.fixture';

/** A signed-in user with the tasks, quotations and contacts grants, and their task, quotation and bell calls. */
export async function notifiedUser(t: TestApp, options: TestUserOptions = {}) {
  const { user, cookie } = await t.signedInUser({
    grants: everyActionOn(['tasks', 'quotations', 'contacts']),
    ...options,
  });
  const tasks = taskClient(t, cookie);
  const call = tasks.call;
  return {
    user,
    cookie,
    tasks,
    quotations: quotationApi(t, cookie),
    async notifications(query = ''): Promise<Notification[]> {
      const res = await call('GET', `/notifications${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Notification[];
    },
    async unread(): Promise<number> {
      const res = await call('GET', '/notifications/unread_count');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().unread_count as number;
    },
    /** Sets a field of the user's profile: a notification preference, or the language. */
    async setPreference(field: string, value: boolean | string) {
      const profile = (await call('GET', '/user_profiles')).json().data[0];
      const res = await call('PUT', `/user_profiles/${profile.id}`, { [field]: value });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}
export type NotifiedUser = Awaited<ReturnType<typeof notifiedUser>>;
