import type { TransportMode } from '@freight/domain';
import type { DocumentMessageId } from '../../platform/i18n/document-messages';
import { draftWatermark, footerLines, footers } from '../../platform/pdf/pdf-page-frame';
import { drawTable } from '../../platform/pdf/pdf-table';
import { CONTENT_WIDTH, PAGE, PdfWriter } from '../../platform/pdf/pdf-writer';
import type { ShipmentDocumentData } from './shipment-documents.data';
import { type DocumentWriting, documentWriting } from './shipment-documents.words';

/**
 * What each mode's house document calls its boxes: the FIATA bill of lading's for sea, the IATA air waybill's
 * for air, and a consignment note's (CMR, CIM) for road and rail, all in one layout.
 */
type BillWording = Record<'title' | 'number' | 'carriage' | 'loading' | 'discharge', string>;
type BillMessages = Record<keyof BillWording, DocumentMessageId>;
const SEA: BillMessages = {
  title: 'houseBill.seaTitle',
  number: 'houseBill.seaNumber',
  carriage: 'houseBill.seaCarriage',
  loading: 'houseBill.seaLoading',
  discharge: 'houseBill.seaDischarge',
};
const AIR: BillMessages = {
  title: 'houseBill.airTitle',
  number: 'houseBill.airNumber',
  carriage: 'houseBill.airCarriage',
  loading: 'houseBill.airLoading',
  discharge: 'houseBill.airDischarge',
};
const LAND: BillMessages = {
  title: 'houseBill.landTitle',
  number: 'houseBill.landNumber',
  carriage: 'houseBill.landCarriage',
  loading: 'houseBill.landLoading',
  discharge: 'houseBill.landDischarge',
};

/** The mode's box names in the document's language. */
function billWording(mode: TransportMode, { t }: DocumentWriting): BillWording {
  const messages =
    mode === 'Sea FCL' || mode === 'Sea LCL' ? SEA : mode === 'Air' || mode === 'Express' ? AIR : LAND;
  return {
    title: t(messages.title),
    number: t(messages.number),
    carriage: t(messages.carriage),
    loading: t(messages.loading),
    discharge: t(messages.discharge),
  };
}

const LABEL = { size: 6.5, weight: 'bold', color: '#52606d' } as const;
const VALUE = { size: 8.5 } as const;
const PAD = 4;

/** The height a box needs for its label and wrapped value lines. */
function boxHeight(pdf: PdfWriter, lines: string[], width: number) {
  const wrapped = lines.flatMap((line) => pdf.wrap(line, width - 2 * PAD, VALUE));
  return PAD + 10 + Math.max(1, wrapped.length) * pdf.lineHeight(VALUE) + PAD;
}

function drawBox(pdf: PdfWriter, label: string, lines: string[], x: number, y: number, w: number, h: number) {
  pdf.doc.rect(x, y, w, h).lineWidth(0.7).strokeColor('#1f2933').stroke();
  pdf.line(label, x + PAD, y + PAD, w - 2 * PAD, 'left', LABEL);
  let lineY = y + PAD + 10;
  for (const line of lines) lineY = pdf.lines(line, x + PAD, lineY, w - 2 * PAD, 'left', VALUE);
}

type Box = [label: string, lines: string[]];

/** A row of boxes side by side, as tall as the fullest (a long address takes more lines, nothing is cut). */
function boxRow(pdf: PdfWriter, upper: (label: string) => string, boxes: Box[]) {
  const shares = boxes.map(() => 1);
  const total = shares.reduce((a, b) => a + b, 0);
  const widths = shares.map((share) => (share / total) * CONTENT_WIDTH);
  const height = Math.max(...boxes.map(([, lines], i) => boxHeight(pdf, lines, widths[i]!)));
  pdf.ensureSpace(height);
  const y = pdf.doc.y;
  let x = PAGE.margin;
  boxes.forEach(([label, lines], i) => {
    drawBox(pdf, upper(label), lines, x, y, widths[i]!, height);
    x += widths[i]!;
  });
  pdf.doc.y = y + height;
}

const or = (value: string, fallback = '') => (value.trim() ? value : fallback);

/** The main leg (the first of kind main, else the first): its carriage and ports fill the bill's boxes. */
function mainLeg(data: ShipmentDocumentData) {
  return data.legs.find((leg) => leg.kind === 'main') ?? data.legs[0];
}

function partiesAndRoute(
  pdf: PdfWriter,
  data: ShipmentDocumentData,
  words: BillWording,
  { t, upper }: DocumentWriting,
) {
  const { company } = data.sender;
  const leg = mainLeg(data);
  const first = data.legs[0];
  const last = data.legs.at(-1);
  const forwarder = [company.company_name, ...company.address.split(/\r?\n/), company.email].filter((l) =>
    l?.trim(),
  );
  const row = (boxes: Box[]) => boxRow(pdf, upper, boxes);
  row([
    [t('booking.shipper'), data.shipper],
    [
      words.number,
      [
        data.house_reference,
        t('houseBill.shipmentLine', { number: data.shipment_number }),
        data.booking_reference && t('houseBill.bookingLine', { reference: data.booking_reference }),
      ].filter(Boolean),
    ],
  ]);
  row([
    [t('booking.consignee'), data.consignee],
    [t('houseBill.issuedBy'), forwarder],
  ]);
  row([
    [t('booking.notifyParty'), data.notify.length > 0 ? data.notify : [t('houseBill.sameAsConsignee')]],
    [t('booking.carrierReference'), [or(data.carrier_reference)]],
  ]);
  const carriage = leg ? [leg.vessel_or_flight, leg.voyage].filter(Boolean).join(' / ') : '';
  row([
    [
      t('houseBill.placeOfReceipt'),
      [or(first?.kind === 'pre_carriage' ? first.from : '', data.origin_place)],
    ],
    [words.carriage, [carriage, leg?.carrier ?? ''].filter(Boolean)],
  ]);
  row([
    [words.loading, [or(leg?.from ?? '', data.origin_place)]],
    [words.discharge, [or(leg?.to ?? '', data.destination_place)]],
  ]);
  row([
    [
      t('houseBill.placeOfDelivery'),
      [or(last?.kind === 'on_carriage' ? last.to : '', data.destination_place)],
    ],
    [t('houseBill.freightTerms'), [or(data.incoterm)]],
  ]);
  pdf.doc.y += 10;
}

function goods(pdf: PdfWriter, data: ShipmentDocumentData, { t, number }: DocumentWriting) {
  const packages = (count: number) =>
    t(count === 1 ? 'houseBill.onePackage' : 'houseBill.packages', { count: String(count) });
  const rows = data.cargo.map((line) => [
    data.house_reference || t('houseBill.noMarks'),
    packages(line.quantity),
    [line.name, line.description].filter(Boolean).join('\n'),
    number(line.total_weight, 2),
    number(line.total_cbm, 3),
  ]);
  if (data.containers.length > 0) {
    rows.push(['', t('booking.containers', { containers: data.containers.join(', ') }), '', '', '']);
  }
  rows.push([
    t('booking.total'),
    packages(data.totals.pieces),
    '',
    number(data.totals.weight, 2),
    number(data.totals.cbm, 3),
  ]);
  drawTable(
    pdf,
    [
      { label: t('houseBill.marks'), share: 17 },
      { label: t('houseBill.packagesKind'), share: 17 },
      { label: t('houseBill.description'), share: 36 },
      { label: t('booking.grossWeight'), share: 15, align: 'right' },
      { label: t('houseBill.measurement'), share: 15, align: 'right' },
    ],
    rows,
    { bold: (i) => i === rows.length - 1 },
  );
}

/**
 * A draft house bill (of lading, air waybill or consignment note by mode) laid out like the FIATA and IATA
 * forms: boxes for the parties, carriage and places, then the goods, with 'DRAFT' across each page.
 */
export async function renderHouseBill(data: ShipmentDocumentData): Promise<Buffer> {
  const { company } = data.sender;
  const writing = documentWriting(data.language);
  const { t } = writing;
  const words = billWording(data.transport_mode, writing);
  const title = t('houseBill.draftTitle', { title: words.title });
  const pdf = new PdfWriter({
    title: t('houseBill.draftTitle', {
      title: `${words.title} ${data.house_reference || data.shipment_number}`,
    }),
    author: company.company_name || 'ShipDesk',
    createdAt: new Date(data.changed_at),
  });
  const footer = footerLines(pdf, company);
  pdf.line(title, PAGE.margin, pdf.doc.y, CONTENT_WIDTH, 'left', { size: 15, weight: 'bold' });
  pdf.doc.y += 26;
  partiesAndRoute(pdf, data, words, writing);
  goods(pdf, data, writing);
  draftWatermark(pdf, t('houseBill.draft'));
  footers(pdf, data.shipment_number, footer, (page, count) => t('pdf.page', { page, count }));
  return pdf.finish();
}
