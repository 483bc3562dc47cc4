import type { ModuleName, PermissionName } from '@freight/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/database/database';

export async function grantPermissions(
  db: Db,
  userId: number,
  grants: Partial<Record<ModuleName, PermissionName[]>>,
): Promise<void> {
  for (const [module, actions] of Object.entries(grants)) {
    if (!actions?.length) continue;
    await db.execute(sql`
      insert into user_module_permissions (user_id, module_id, permission_id)
      select ${userId}, m.id, p.id from modules m, permissions p
      where m.name = ${module} and p.name in ${actions}
      on conflict do nothing`);
  }
}
