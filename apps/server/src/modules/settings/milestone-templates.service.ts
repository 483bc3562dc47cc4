import {
  defaultMilestoneTemplates,
  type MilestoneTemplateSettings,
  type MilestoneTemplates,
  type MilestoneTemplatesUpdate,
} from '@freight/domain';
import { requireVersion } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { recordSettingsRecordChange } from '../audit/audit-records';
import * as repo from './milestone-templates.repository';

const STALE =
  'The milestone templates were changed by someone else. Reload them to see their changes, then try again.';

function toSettings(row: repo.MilestoneTemplatesRow | undefined): MilestoneTemplateSettings {
  return {
    templates: row?.templates ?? defaultMilestoneTemplates(),
    version: row?.version ?? 1,
    updated_at: row?.updated_at ?? null,
  };
}

/** GET /settings/milestone_templates: the stored templates, the defaults until someone saves (version 1). */
export async function getMilestoneTemplateSettings(db: Db): Promise<MilestoneTemplateSettings> {
  return toSettings(await repo.milestoneTemplatesRecords.find(db));
}

/** The templates a new shipment takes (the shipments module reads them here). */
export async function milestoneTemplates(db: Db): Promise<MilestoneTemplates> {
  return (await getMilestoneTemplateSettings(db)).templates;
}

/** PUT /settings/milestone_templates (If-Match): replaces every mode's steps; running shipments keep theirs. */
export async function updateMilestoneTemplates(
  db: Db,
  input: MilestoneTemplatesUpdate,
  expectedVersion: number | undefined,
): Promise<MilestoneTemplateSettings> {
  const row = await db.transaction(async (tx) => {
    const current = await repo.milestoneTemplatesRecords.lock(tx);
    requireVersion(current, expectedVersion, STALE);
    const saved = await repo.milestoneTemplatesRecords.update(tx, { templates: input.templates });
    await recordSettingsRecordChange(tx, 'milestone_templates', toSettings(current), toSettings(saved));
    return saved;
  });
  return toSettings(row);
}
