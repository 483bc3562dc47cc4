import {
  type CostLineNoteCreate,
  type CostLineNoteUpdate,
  checkNoteContent,
  fileFitsNoteType,
  NOTE_MESSAGES as M,
  type NoteType,
} from '@freight/domain';
import { found, requireVersion, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage/storage';
import * as ai from '../ai/ai.service';
import type { AiClient } from '../ai/ai-client';
import * as costLines from '../cost-lines/cost-lines.service';
import * as repo from './cost-line-notes.repository';
import { attachNoteFile, notesWithFiles, noteUpload, purgeNoteFiles } from './note-files';

const fieldError = (field: string, message: string) => AppError.badRequest(message, { [field]: message });

/** 404 'Cost item not found' unless the cost item exists (through its own module). */
async function requireCostLine(db: Db, costLineId: number) {
  await costLines.get(db, costLineId);
}

async function answer(db: Db, row: Parameters<typeof notesWithFiles>[1][number]) {
  return (await notesWithFiles(db, [row]))[0]!;
}

/** GET /cost_item_notes?cost_item_id=: the item's notes, newest first. */
export async function list(db: Db, query: { cost_item_id: number }) {
  await requireCostLine(db, query.cost_item_id);
  const data = await notesWithFiles(db, await repo.notesOfCostLine(db, query.cost_item_id));
  return { data, total: data.length, limit: repo.NOTE_LIST_LIMIT, offset: 0 };
}

export function counts(db: Db, quotationId: number) {
  return repo.noteCounts(db, quotationId).then((c) => ({ counts: c }));
}

export async function get(db: Db, id: number) {
  return answer(db, found(await repo.noteRecords.find(db, id), M.notFound));
}

function checkedContent(type: NoteType, content: string | null | undefined) {
  const check = checkNoteContent(type, content);
  if (!check.ok) throw fieldError('content', check.message);
  return check.content === '' ? null : check.content;
}

/**
 * Adds a note. Text, link, phone and email notes need content (links get https://, email and phone are
 * checked); image, audio, video and document notes need their file, uploaded first and attached here in the
 * note's transaction.
 */
export async function create(db: Db, input: CostLineNoteCreate, userId: number) {
  await requireCostLine(db, input.cost_item_id);
  const content = checkedContent(input.type, input.content);
  const uploadId = input.upload_id ?? null;
  const isFileNote = !['text', 'link', 'phone', 'email'].includes(input.type);
  if (isFileNote && uploadId === null) {
    throw fieldError('upload_id', input.type === 'audio' ? M.recordFirst : M.chooseFile);
  }
  if (!isFileNote && uploadId !== null) throw fieldError('upload_id', M.fileMismatch(input.type));
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.noteRecords.insert(tx, {
      cost_item_id: input.cost_item_id,
      type: input.type,
      title: input.title ?? null,
      content,
      description: input.description ?? null,
      metadata: input.metadata ?? {},
      upload_id: uploadId,
      created_by: userId,
    });
    if (uploadId !== null) {
      const upload = await attachNoteFile(tx, inserted.id, uploadId, userId);
      if (!fileFitsNoteType(input.type, upload.mime_type)) {
        throw fieldError('upload_id', M.fileMismatch(input.type));
      }
    }
    return inserted;
  });
  return answer(db, row);
}

/** PUT: title, content and description. A text-like note's content follows the same rules as on create. */
export async function update(db: Db, id: number, input: CostLineNoteUpdate, expectedVersion?: number) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) throw AppError.badRequest('No fields provided for update');
  const row = await db.transaction(async (tx) => {
    const current = found(await repo.lockNote(tx, id), M.notFound);
    requireVersion(current, expectedVersion);
    if ('content' in changes) changes.content = checkedContent(current.type, input.content);
    return written(await repo.noteRecords.update(tx, id, changes), M.notFound);
  });
  return answer(db, row);
}

/** Deletes the note; its file is marked deleted in the same statement (trigger) and purged after commit. */
export async function remove(db: Db, storage: Storage, id: number) {
  const deleted = await repo.noteRecords.remove(db, id);
  if (!deleted) throw AppError.notFound(M.notFound);
  purgeNoteFiles(db, storage);
}

/** Transcribes an audio note's recording; the transcript becomes the note's text content. */
export async function transcribe(db: Db, storage: Storage, client: AiClient, id: number, userId: number) {
  const note = found(await repo.noteRecords.find(db, id), M.notFound);
  if (note.type !== 'audio') throw AppError.badRequest('Only audio notes can be transcribed');
  const upload = note.upload_id === null ? undefined : await noteUpload(db, note.upload_id);
  if (!upload) throw AppError.badRequest(M.recordFirst);
  ai.requireConfigured(client);
  await ai.admitCall(db, userId);
  const object = await storage.get(upload.storage_key);
  if (!object) throw AppError.notFound('File not found');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  const text = (
    await client.transcribe(Buffer.concat(chunks), upload.original_name, upload.mime_type)
  ).trim();
  const row = written(await repo.noteRecords.update(db, id, { content: text }), M.notFound);
  return answer(db, row);
}
