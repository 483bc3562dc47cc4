import {
  type CompanyProfile,
  type CompanyProfileUpdate,
  DEFAULT_DOCUMENT_DATE_FORMAT,
  DEFAULT_QUOTE_EMAIL_MESSAGE,
  DEFAULT_QUOTE_EMAIL_SUBJECT,
  DOCUMENT_DATE_FORMATS,
  type DocumentDateFormat,
  type DocumentLanguage,
  documentDayOf,
  isTimeZone,
  LANGUAGES,
  type LOCALIZED_COMPANY_TEXTS,
} from '@freight/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth-context';
import { changesToWrite, requireVersion } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage/storage';
import { recordSettingsRecordChange } from '../audit/audit-records';
import { sendDownload } from '../files/file-download';
import * as files from '../files/files.service';
import * as repo from './company-profile.repository';

/** The logo is an upload attached to the profile (there is one profile: record 1); anyone signed in sees it. */
const LOGO_KIND = 'company_logo';
const STALE =
  'The company details were changed by someone else. Reload them to see their changes, then try again.';
const LOGO_NOT_FOUND = 'Logo not found';

export function registerLogoUploads(): void {
  files.registerUploadKind(LOGO_KIND, async () => true);
}

function toProfile(row: repo.CompanyProfileRow | undefined): CompanyProfile {
  return {
    company_name: row?.company_name ?? '',
    address: row?.address ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    tax_number: row?.tax_number ?? '',
    peppol_id: row?.peppol_id ?? '',
    logo_upload_id: row?.logo_upload_id ?? null,
    terms: row?.terms ?? '',
    footer: row?.footer ?? '',
    quote_email_subject: row?.quote_email_subject ?? DEFAULT_QUOTE_EMAIL_SUBJECT,
    quote_email_message: row?.quote_email_message ?? DEFAULT_QUOTE_EMAIL_MESSAGE,
    date_format: (DOCUMENT_DATE_FORMATS as readonly string[]).includes(row?.date_format ?? '')
      ? (row!.date_format as DocumentDateFormat)
      : DEFAULT_DOCUMENT_DATE_FORMAT,
    time_zone: row && isTimeZone(row.time_zone) ? row.time_zone : 'UTC',
    document_language: (LANGUAGES as readonly string[]).includes(row?.document_language ?? '')
      ? (row!.document_language as DocumentLanguage)
      : 'en',
    localized_texts: row?.localized_texts ?? {},
    version: row?.version ?? 1,
    updated_at: row?.updated_at ?? null,
  };
}

export async function get(db: Db): Promise<CompanyProfile> {
  return toProfile(await repo.profileRecords.find(db));
}

/**
 * Saves some fields (If-Match: the version last read; an unsaved profile reads as version 1). A new logo must be one of the
 * caller's own unattached uploads of purpose `logo`; the one it replaces is deleted after the commit.
 */
export async function update(
  db: Db,
  storage: Storage,
  auth: AuthContext,
  input: CompanyProfileUpdate,
  expectedVersion: number | undefined,
) {
  const changes = changesToWrite(input);
  let replaced: number | null = null;
  const row = await db.transaction(async (tx) => {
    const current = await repo.profileRecords.lock(tx);
    requireVersion(current, expectedVersion, STALE);
    const logo = changes.logo_upload_id;
    if (logo !== undefined && logo !== current.logo_upload_id) {
      if (logo !== null) {
        await files
          .attachUploads(tx, { uploadIds: [logo], userId: auth.user.id, kind: LOGO_KIND, recordId: 1 })
          .catch(() => {
            throw AppError.badRequest(LOGO_NOT_FOUND, { logo_upload_id: LOGO_NOT_FOUND });
          });
        const [upload] = await files.uploadsOf(tx, [logo]);
        if (upload?.mime_type !== 'image/png' && upload?.mime_type !== 'image/jpeg') {
          throw AppError.badRequest(LOGO_NOT_FOUND, { logo_upload_id: LOGO_NOT_FOUND });
        }
      }
      if (current.logo_upload_id !== null) {
        replaced = current.logo_upload_id;
        await files.discardUploads(tx, [current.logo_upload_id]);
      }
    }
    const saved = await repo.profileRecords.update(tx, changes);
    await recordSettingsRecordChange(tx, 'company_profile', toProfile(current), toProfile(saved));
    return saved;
  });
  if (replaced !== null) void files.purgeDeletedUploads(db, storage);
  return toProfile(row);
}

type CompanyText = (typeof LOCALIZED_COMPANY_TEXTS)[number];

/** The company as a client's document in one language shows it, and its e-mail template in that language. */
export interface CompanyInLanguage {
  /** The profile with the terms and footer of the language. */
  company: CompanyProfile;
  /** Null where the company wrote no template: the caller takes the catalog's built-in one in the language. */
  subject: string | null;
  message: string | null;
}

/**
 * The company's terms, footer and e-mail template in a language: that language's own text where the company
 * wrote one, else the default language's (the profile's fields). The built-in English template is no company
 * text, so a company that never wrote one gets the built-in template of each language.
 */
export async function inLanguage(db: Db, language: DocumentLanguage): Promise<CompanyInLanguage> {
  const row = await repo.profileRecords.find(db);
  const profile = toProfile(row);
  const own = language === profile.document_language ? {} : (profile.localized_texts[language] ?? {});
  const pick = (field: CompanyText) => {
    const text = own[field];
    return text?.trim() ? text : profile[field];
  };
  const template = (field: 'quote_email_subject' | 'quote_email_message') =>
    own[field]?.trim() || (row?.[field] ?? null);
  return {
    company: { ...profile, terms: pick('terms'), footer: pick('footer') },
    subject: template('quote_email_subject'),
    message: template('quote_email_message'),
  };
}

/** Today as the company's clock reads it ('YYYY-MM-DD'): the day a new quote is dated, whatever the server's zone. */
export async function companyToday(db: Db): Promise<string> {
  return documentDayOf(new Date(), (await get(db)).time_zone);
}

/** The logo's bytes for a PDF, or undefined when there is none. */
export async function logoBytes(db: Db, storage: Storage, profile: CompanyProfile) {
  if (profile.logo_upload_id === null) return undefined;
  const [upload] = await files.uploadsOf(db, [profile.logo_upload_id]);
  return upload ? files.uploadBytes(storage, upload) : undefined;
}

export async function downloadLogo(db: Db, storage: Storage, request: FastifyRequest, reply: FastifyReply) {
  const profile = await get(db);
  const [upload] = profile.logo_upload_id === null ? [] : await files.uploadsOf(db, [profile.logo_upload_id]);
  if (!upload) throw AppError.notFound(LOGO_NOT_FOUND);
  return sendDownload(storage, upload, request, reply, { forceDownload: false });
}
