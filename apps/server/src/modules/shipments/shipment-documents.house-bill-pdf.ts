import type { TransportMode } from '@freight/domain';
import { draftWatermark, fixedNumber, footerLines, footers } from '../../platform/pdf/pdf-page-frame';
import { drawTable } from '../../platform/pdf/pdf-table';
import { CONTENT_WIDTH, PAGE, PdfWriter } from '../../platform/pdf/pdf-writer';
import type { ShipmentDocumentData } from './shipment-documents.data';

/**
 * What each mode's house document calls its boxes: the FIATA bill of lading's for sea, the IATA air waybill's
 * for air, and a consignment note's (CMR, CIM) for road and rail, all in one layout.
 */
interface BillWording {
  title: string;
  number: string;
  carriage: string;
  loading: string;
  discharge: string;
}
const SEA: BillWording = {
  title: 'House bill of lading',
  number: 'B/L number',
  carriage: 'Ocean vessel / voyage',
  loading: 'Port of loading',
  discharge: 'Port of discharge',
};
const AIR: BillWording = {
  title: 'House air waybill',
  number: 'HAWB number',
  carriage: 'Flight / date',
  loading: 'Airport of departure',
  discharge: 'Airport of destination',
};
const LAND: BillWording = {
  title: 'Consignment note',
  number: 'Consignment note number',
  carriage: 'Vehicle / trip',
  loading: 'Place of loading',
  discharge: 'Place of unloading',
};

function billWording(mode: TransportMode): BillWording {
  if (mode === 'Sea FCL' || mode === 'Sea LCL') return SEA;
  if (mode === 'Air' || mode === 'Express') return AIR;
  return LAND;
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
  pdf.line(label.toUpperCase(), x + PAD, y + PAD, w - 2 * PAD, 'left', LABEL);
  let lineY = y + PAD + 10;
  for (const line of lines) lineY = pdf.lines(line, x + PAD, lineY, w - 2 * PAD, 'left', VALUE);
}

type Box = [label: string, lines: string[]];

/** A row of boxes side by side, as tall as the fullest (a long address takes more lines, nothing is cut). */
function boxRow(pdf: PdfWriter, boxes: Box[], shares: number[] = boxes.map(() => 1)) {
  const total = shares.reduce((a, b) => a + b, 0);
  const widths = shares.map((share) => (share / total) * CONTENT_WIDTH);
  const height = Math.max(...boxes.map(([, lines], i) => boxHeight(pdf, lines, widths[i]!)));
  pdf.ensureSpace(height);
  const y = pdf.doc.y;
  let x = PAGE.margin;
  boxes.forEach(([label, lines], i) => {
    drawBox(pdf, label, lines, x, y, widths[i]!, height);
    x += widths[i]!;
  });
  pdf.doc.y = y + height;
}

const or = (value: string, fallback = '') => (value.trim() ? value : fallback);

/** The main leg (the first of kind main, else the first): its carriage and ports fill the bill's boxes. */
function mainLeg(data: ShipmentDocumentData) {
  return data.legs.find((leg) => leg.kind === 'main') ?? data.legs[0];
}

function partiesAndRoute(pdf: PdfWriter, data: ShipmentDocumentData, words: BillWording) {
  const { company } = data.sender;
  const leg = mainLeg(data);
  const first = data.legs[0];
  const last = data.legs.at(-1);
  const forwarder = [company.company_name, ...company.address.split(/\r?\n/), company.email].filter((l) =>
    l?.trim(),
  );
  boxRow(pdf, [
    ['Shipper', data.shipper],
    [
      words.number,
      [
        data.house_reference,
        `Shipment ${data.shipment_number}`,
        data.booking_reference && `Booking ${data.booking_reference}`,
      ].filter(Boolean),
    ],
  ]);
  boxRow(pdf, [
    ['Consignee', data.consignee],
    ['Issued by (forwarder)', forwarder],
  ]);
  boxRow(pdf, [
    ['Notify party', data.notify.length > 0 ? data.notify : ['Same as consignee']],
    ['Carrier reference', [or(data.carrier_reference)]],
  ]);
  const carriage = leg ? [leg.vessel_or_flight, leg.voyage].filter(Boolean).join(' / ') : '';
  boxRow(pdf, [
    ['Place of receipt', [or(first?.kind === 'pre_carriage' ? first.from : '', data.origin_place)]],
    [words.carriage, [carriage, leg?.carrier ?? ''].filter(Boolean)],
  ]);
  boxRow(pdf, [
    [words.loading, [or(leg?.from ?? '', data.origin_place)]],
    [words.discharge, [or(leg?.to ?? '', data.destination_place)]],
  ]);
  boxRow(pdf, [
    ['Place of delivery', [or(last?.kind === 'on_carriage' ? last.to : '', data.destination_place)]],
    ['Freight terms (Incoterms 2020)', [or(data.incoterm)]],
  ]);
  pdf.doc.y += 10;
}

function goods(pdf: PdfWriter, data: ShipmentDocumentData) {
  const rows = data.cargo.map((line) => [
    data.house_reference || 'N/M',
    `${line.quantity} ${line.quantity === 1 ? 'package' : 'packages'}`,
    [line.name, line.description].filter(Boolean).join('\n'),
    fixedNumber(line.total_weight, 2),
    fixedNumber(line.total_cbm, 3),
  ]);
  if (data.containers.length > 0) rows.push(['', `Containers: ${data.containers.join(', ')}`, '', '', '']);
  rows.push([
    'Total',
    `${data.totals.pieces} ${data.totals.pieces === 1 ? 'package' : 'packages'}`,
    '',
    fixedNumber(data.totals.weight, 2),
    fixedNumber(data.totals.cbm, 3),
  ]);
  drawTable(
    pdf,
    [
      { label: 'Marks and numbers', share: 17 },
      { label: 'Number and kind of packages', share: 17 },
      { label: 'Description of goods', share: 36 },
      { label: 'Gross weight (kg)', share: 15, align: 'right' },
      { label: 'Measurement (m³)', share: 15, align: 'right' },
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
  const words = billWording(data.transport_mode);
  const pdf = new PdfWriter({
    title: `${words.title} ${data.house_reference || data.shipment_number} (draft)`,
    author: company.company_name || 'ShipDesk',
    createdAt: new Date(data.changed_at),
  });
  const footer = footerLines(pdf, company);
  pdf.line(`${words.title} (draft)`, PAGE.margin, pdf.doc.y, CONTENT_WIDTH, 'left', {
    size: 15,
    weight: 'bold',
  });
  pdf.doc.y += 26;
  partiesAndRoute(pdf, data, words);
  goods(pdf, data);
  draftWatermark(pdf);
  footers(pdf, data.shipment_number, footer);
  return pdf.finish();
}
