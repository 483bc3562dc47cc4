import {
  block,
  fixedNumber,
  footerLines,
  footers,
  letterhead,
  section,
} from '../../platform/pdf/pdf-page-frame';
import { drawTable } from '../../platform/pdf/pdf-table';
import { CONTENT_WIDTH, PAGE, PdfWriter } from '../../platform/pdf/pdf-writer';
import type { ShipmentDocumentData } from './shipment-documents.data';

const NONE = '—';
const orNone = (lines: string[]) => (lines.length > 0 ? lines : [NONE]);

function heading(pdf: PdfWriter, data: ShipmentDocumentData) {
  const y = pdf.doc.y;
  pdf.line('Booking confirmation', PAGE.margin, y, CONTENT_WIDTH / 2, 'left', { size: 16, weight: 'bold' });
  pdf.line(data.shipment_number, PAGE.margin, y + 20, CONTENT_WIDTH / 2, 'left', {
    size: 11,
    weight: 'bold',
  });
  const meta: [string, string][] = [
    ['Booked on', data.booked_on],
    ['Quotation', data.quotation_number],
    ['Transport mode', data.transport_mode],
    ['Booking reference', data.booking_reference || NONE],
    ['Carrier reference', data.carrier_reference || NONE],
    ['House reference', data.house_reference || NONE],
  ];
  if (data.incoterm) meta.push(['Incoterms 2020', data.incoterm]);
  let rowY = y;
  for (const [label, value] of meta) {
    pdf.line(label, PAGE.margin + CONTENT_WIDTH / 2, rowY, 100, 'left', { color: '#52606d' });
    rowY = pdf.lines(value, PAGE.margin + CONTENT_WIDTH / 2 + 100, rowY, CONTENT_WIDTH / 2 - 100, 'right', {
      weight: 'bold',
    });
  }
  pdf.doc.y = Math.max(rowY, y + 44) + 12;
}

function parties(pdf: PdfWriter, data: ShipmentDocumentData) {
  const third = CONTENT_WIDTH / 3;
  const y = pdf.doc.y;
  const bottoms = [
    block(pdf, 'SHIPPER', orNone(data.shipper), PAGE.margin, y, third - 10),
    block(pdf, 'CONSIGNEE', orNone(data.consignee), PAGE.margin + third, y, third - 10),
    block(pdf, 'NOTIFY PARTY', orNone(data.notify), PAGE.margin + 2 * third, y, third),
  ];
  pdf.doc.y = Math.max(...bottoms) + 14;
}

function route(pdf: PdfWriter, data: ShipmentDocumentData) {
  const half = CONTENT_WIDTH / 2;
  pdf.ensureSpace(60);
  const y = pdf.doc.y;
  const origin = [data.origin_place, ...data.origin_address].filter(Boolean);
  const destination = [data.destination_place, ...data.destination_address].filter(Boolean);
  const bottoms = [
    block(pdf, 'FROM', orNone(origin), PAGE.margin, y, half - 10),
    block(pdf, 'TO', orNone(destination), PAGE.margin + half, y, half),
  ];
  pdf.doc.y = Math.max(...bottoms) + 14;
}

function legs(pdf: PdfWriter, data: ShipmentDocumentData) {
  section(pdf, 'Route');
  drawTable(
    pdf,
    [
      { label: 'Leg', share: 10 },
      { label: 'Carrier', share: 13 },
      { label: 'Vessel / flight, voyage', share: 16 },
      { label: 'From', share: 18 },
      { label: 'To', share: 18 },
      { label: 'ETD', share: 12.5 },
      { label: 'ETA', share: 12.5 },
    ],
    data.legs.map((leg) => [
      `${leg.kind_label} (${leg.transport_mode})`,
      leg.carrier || NONE,
      [leg.vessel_or_flight, leg.voyage].filter(Boolean).join(' / ') || NONE,
      leg.from || NONE,
      leg.to || NONE,
      leg.etd || NONE,
      leg.eta || NONE,
    ]),
  );
}

function cargo(pdf: PdfWriter, data: ShipmentDocumentData) {
  section(pdf, 'Cargo');
  const rows = data.cargo.map((line) => [
    [line.name, line.description].filter(Boolean).join('\n'),
    String(line.quantity),
    fixedNumber(line.total_weight, 2),
    fixedNumber(line.total_cbm, 3),
  ]);
  if (rows.length === 0) rows.push(['No cargo lines', '', '', '']);
  rows.push([
    'Total',
    String(data.totals.pieces),
    fixedNumber(data.totals.weight, 2),
    fixedNumber(data.totals.cbm, 3),
  ]);
  drawTable(
    pdf,
    [
      { label: 'Goods', share: 55 },
      { label: 'Pieces', share: 13, align: 'right' },
      { label: 'Gross weight (kg)', share: 17, align: 'right' },
      { label: 'Volume (m³)', share: 15, align: 'right' },
    ],
    rows,
    { bold: (i) => i === rows.length - 1 },
  );
  if (data.containers.length > 0) {
    pdf.doc.y =
      pdf.lines(`Containers: ${data.containers.join(', ')}`, PAGE.margin, pdf.doc.y, CONTENT_WIDTH) + 8;
  }
}

function milestones(pdf: PdfWriter, data: ShipmentDocumentData) {
  section(pdf, 'Milestones');
  drawTable(
    pdf,
    [
      { label: 'Milestone', share: 50 },
      { label: 'Planned', share: 25 },
      { label: 'Done', share: 25 },
    ],
    data.milestones.map((m) => [m.label, m.planned || 'To be advised', m.actual]),
  );
}

/** The booking confirmation: letterhead, references, parties, route and legs, cargo, milestones planned. */
export async function renderBookingConfirmation(data: ShipmentDocumentData): Promise<Buffer> {
  const { company } = data.sender;
  const pdf = new PdfWriter({
    title: `Booking confirmation ${data.shipment_number}`,
    author: company.company_name || 'ShipDesk',
    createdAt: new Date(data.changed_at),
  });
  const footer = footerLines(pdf, company);
  letterhead(pdf, data.sender);
  heading(pdf, data);
  parties(pdf, data);
  route(pdf, data);
  legs(pdf, data);
  cargo(pdf, data);
  milestones(pdf, data);
  footers(pdf, data.shipment_number, footer);
  return pdf.finish();
}
