import { found } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import { parseListQuery } from '../../platform/list-query';
import type { Storage } from '../../platform/storage/storage';
import { attachFiles, attachmentRecords, discardFiles, purgeFiles } from './interaction-files';
import { attachmentList } from './support.list';
import * as repo from './support.repository';

const ATTACHMENT_NOT_FOUND = 'Attachment not found';
const INTERACTION_UNKNOWN = 'Interaction not found';

/** `GET /interaction_attachments?interaction_id=`: one page of attachments with their files' details. */
export async function list(db: Db, rawQuery: Record<string, unknown>) {
  const page = await repo.listAttachments(db, parseListQuery(rawQuery, attachmentList));
  return { ...page, data: await attachmentRecords(db, page.data) };
}

/**
 * Attaches one of the caller's own unattached uploads to an interaction (one file per call, for clients that
 * add files one by one). The interaction moves to a new version, as its attachments are part of it.
 */
export async function create(db: Db, input: { interaction_id: number; upload_id: number }, userId: number) {
  const row = await db.transaction(async (tx) => {
    const interaction = await repo.lockInteraction(tx, input.interaction_id);
    if (!interaction) {
      throw AppError.badRequest(INTERACTION_UNKNOWN, { interaction_id: INTERACTION_UNKNOWN });
    }
    await attachFiles(tx, interaction.id, [input.upload_id], userId);
    const [inserted] = await repo.insertAttachments(tx, interaction.id, [input.upload_id]);
    await repo.touchInteraction(tx, interaction.id);
    await publishEvent(tx, { kind: 'interaction', action: 'updated', ids: [interaction.id] });
    return inserted!;
  });
  const [record] = await attachmentRecords(db, [row]);
  return record!;
}

/** Removes an attachment and deletes its file; the interaction moves to a new version. */
export async function remove(db: Db, storage: Storage, id: number) {
  await db.transaction(async (tx) => {
    const attachment = found(await repo.findAttachment(tx, id), ATTACHMENT_NOT_FOUND);
    await repo.lockInteraction(tx, attachment.interaction_id);
    const [deleted] = await repo.deleteAttachments(tx, [id]);
    if (!deleted) throw AppError.notFound(ATTACHMENT_NOT_FOUND);
    await discardFiles(tx, [deleted.upload_id]);
    await repo.touchInteraction(tx, deleted.interaction_id);
    await publishEvent(tx, { kind: 'interaction', action: 'updated', ids: [deleted.interaction_id] });
  });
  purgeFiles(db, storage);
}
