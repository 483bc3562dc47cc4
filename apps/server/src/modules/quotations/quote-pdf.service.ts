import { createHash } from 'node:crypto';
import {
  type CargoLine,
  type CostLine,
  clientDescriptionIn,
  contactDisplayName,
  type DocumentLanguage,
  hasPermission,
  quoteNumberLabel,
  summarizeShipment,
} from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { documentText } from '../../platform/i18n/document-messages';
import type { Storage } from '../../platform/storage/storage';
import * as cargoLinesService from '../cargo-lines/cargo-lines.service';
import * as costLinesService from '../cost-lines/cost-lines.service';
import * as versionsService from '../documents/document-versions.service';
import * as documentsService from '../documents/documents.service';
import * as foldersService from '../documents/folders.service';
import * as files from '../files/files.service';
import * as locationsService from '../locations/locations.service';
import * as companyProfile from '../settings/company-profile.service';
import { clientDocumentLanguage } from './document-mail.service';
import type { QuotePdfData } from './quotation-pdf/quote-pdf-data';
import { renderQuotePdf } from './quotation-pdf/render-quote-pdf';
import * as quotationsService from './quotations.service';

type Quotation = Awaited<ReturnType<typeof quotationsService.get>>;
type Address = NonNullable<Quotation['origin_address']>;

export function addressLines(address: Address | null): string[] {
  if (!address) return [];
  const person = [address.contact_first_name, address.contact_last_name].filter(Boolean).join(' ');
  const street = [address.address_line_1, address.unit].filter(Boolean).join(', ');
  const city = [address.zip_code, address.city, address.province].filter(Boolean).join(' ');
  return [address.company_name, person, street, address.address_line_2, city, address.country].filter(
    (line) => line.trim() !== '',
  );
}

const ALL = { limit: '1000' };

/**
 * The language the quotation goes out in unless the sender picks another: its contact's `language` when it is
 * one of the eight, else the company's default document language.
 */
export function documentLanguage(db: Db, quotation: Quotation): Promise<DocumentLanguage> {
  return clientDocumentLanguage(db, quotation.contact_id);
}

/** What the PDF of a quotation shows in a language, read through each module's service. */
export async function quotePdfData(
  db: Db,
  storage: Storage,
  quotation: Quotation,
  language: DocumentLanguage,
): Promise<QuotePdfData> {
  const filter = { ...ALL, quotation_id: String(quotation.id) };
  const [boxPage, costPage, { company }, [originPlace, destinationPlace]] = await Promise.all([
    cargoLinesService.list(db, filter),
    costLinesService.list(db, filter),
    companyProfile.inLanguage(db, language),
    locationsService.laneLabels(db, [quotation.origin_code, quotation.destination_code], language),
  ]);
  // Without `select` the lists answer whole records.
  const boxes = { data: boxPage.data as CargoLine[] };
  const costs = { data: costPage.data as CostLine[] };
  const shipment = summarizeShipment(boxes.data, quotation.currency);
  const contact = quotation.contact_id_related;
  const text = documentText(language);
  return {
    language,
    company,
    logo: await companyProfile.logoBytes(db, storage, company),
    quotation_number: quoteNumberLabel(quotation),
    updated_at: quotation.updated_at,
    created_date: quotation.created_date,
    valid_until_date: quotation.valid_until_date,
    currency: quotation.currency,
    client_name: quotation.client_name,
    client_company: contact?.company_name ?? '',
    contact_name: contact ? contactDisplayName(contact.name, contact.last_name) : '',
    client_email: quotation.client_email,
    client_phone: quotation.client_phone,
    origin: addressLines(quotation.origin_address),
    destination: addressLines(quotation.destination_address),
    incoterm: quotation.incoterm,
    incoterm_place: quotation.incoterm_place,
    transport_mode: quotation.transport_mode,
    origin_place: originPlace!,
    destination_place: destinationPlace!,
    cargo: boxes.data.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      dimensions:
        item.input_mode === 'dimensions' && item.length !== null
          ? `${item.length} × ${item.width ?? 0} × ${item.height ?? 0} ${item.dimension_unit}`
          : item.volume_value !== null
            ? `${item.volume_value} ${item.volume_unit}`
            : '',
      weight_each: item.weight_value !== null ? `${item.weight_value} ${item.weight_unit}` : '',
      total_weight: item.total_weight,
      total_cbm: item.total_cbm,
    })),
    totals: {
      pieces: shipment.total_quantity,
      cbm: shipment.total_cbm,
      weight: shipment.total_weight,
      chargeable_weight: quotation.chargeable_weight,
    },
    // The client's text of each line and its sell amount: the desk's description may name the carrier, the
    // weight break and the buy rate, which a client must never read.
    costs: costs.data.map((line) => ({
      location: line.location,
      description: clientDescriptionIn(
        { ...line, category_name: line.category_id_related?.name },
        (category) => text(`pdf.category.${category}`),
      ),
      amount: line.total_cost,
      is_sub_item: line.is_sub_item,
    })),
    total_cost: quotation.total_cost,
  };
}

const pdfFileName = (quotation: { quotation_number: string; revision?: number }) =>
  `${quoteNumberLabel(quotation)}.pdf`;

/**
 * The quotation's PDF bytes (404 for an unknown quotation), in `language` or else the quotation's own (see
 * `documentLanguage`).
 */
export async function quotePdf(db: Db, storage: Storage, quotationId: number, language?: DocumentLanguage) {
  const quotation = await quotationsService.get(db, quotationId);
  const chosen = language ?? (await documentLanguage(db, quotation));
  const bytes = await renderQuotePdf(await quotePdfData(db, storage, quotation, chosen));
  return { quotation, bytes, name: pdfFileName(quotation) };
}

/** Stores PDF bytes as an unattached upload of the user, for a module to attach (documents, interactions). */
export function storePdf(db: Db, storage: Storage, userId: number, name: string, bytes: Buffer) {
  return files.storeServerFile(db, storage, {
    ownerId: userId,
    name,
    mimeType: 'application/pdf',
    extension: 'pdf',
    bytes,
  });
}

/**
 * Files a copy in the quotation's documents folder as `{number}.pdf`: a new version of the document of that
 * name when there is one, else a new document. Filing changes the quotation's documents, so it takes
 * quotations:edit (the documents module checks it); a viewer gets the PDF without a copy being filed. The same
 * bytes as the copy on file file nothing.
 */
export async function fileCopy(
  db: Db,
  storage: Storage,
  auth: AuthContext,
  quotationId: number,
  name: string,
  bytes: Buffer,
  changeDescription = 'Quote PDF made again',
) {
  if (!hasPermission(auth.user.role, auth.permissions, 'quotations', 'edit')) return;
  const folder = await foldersService.quotationFolder(db, quotationId);
  const contents = await foldersService.contents(db, auth, folder.id);
  const existing = contents.documents.find((d) => d.name === name);
  if (existing) {
    // Nothing changed since the copy on file (same bytes): previewing again files no new version.
    const [current] = await files.uploadsOf(db, [existing.upload_id]);
    if (current?.sha256 === createHash('sha256').update(bytes).digest('hex')) return;
  }
  const upload = await storePdf(db, storage, auth.user.id, name, bytes);
  if (existing) {
    await versionsService.create(db, auth, {
      document_id: existing.id,
      upload_id: upload.id,
      change_description: changeDescription,
    });
  } else {
    await documentsService.fileIntoFolder(db, auth, { folder_id: folder.id, upload_id: upload.id, name });
  }
}
