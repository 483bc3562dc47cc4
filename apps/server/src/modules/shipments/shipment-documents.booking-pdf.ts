import { block, footerLines, footers, letterhead, section } from '../../platform/pdf/pdf-page-frame';
import { drawTable } from '../../platform/pdf/pdf-table';
import { CONTENT_WIDTH, PAGE, PdfWriter } from '../../platform/pdf/pdf-writer';
import type { ShipmentDocumentData } from './shipment-documents.data';
import {
  type DocumentWriting,
  documentWriting,
  LEG_KIND_WORDS,
  TRANSPORT_MODE_WORDS,
} from './shipment-documents.words';

const NONE = '—';
const orNone = (lines: string[]) => (lines.length > 0 ? lines : [NONE]);

function heading(pdf: PdfWriter, data: ShipmentDocumentData, { t }: DocumentWriting) {
  const y = pdf.doc.y;
  pdf.line(t('booking.title'), PAGE.margin, y, CONTENT_WIDTH / 2, 'left', { size: 16, weight: 'bold' });
  pdf.line(data.shipment_number, PAGE.margin, y + 20, CONTENT_WIDTH / 2, 'left', {
    size: 11,
    weight: 'bold',
  });
  const meta: [string, string][] = [
    [t('booking.bookedOn'), data.booked_on],
    [t('booking.quotation'), data.quotation_number],
    [t('booking.transportMode'), t(TRANSPORT_MODE_WORDS[data.transport_mode])],
    [t('booking.bookingReference'), data.booking_reference || NONE],
    [t('booking.carrierReference'), data.carrier_reference || NONE],
    [t('booking.houseReference'), data.house_reference || NONE],
  ];
  if (data.incoterm) meta.push([t('booking.incoterms'), data.incoterm]);
  let rowY = y;
  for (const [label, value] of meta) {
    pdf.line(label, PAGE.margin + CONTENT_WIDTH / 2, rowY, 100, 'left', { color: '#52606d' });
    rowY = pdf.lines(value, PAGE.margin + CONTENT_WIDTH / 2 + 100, rowY, CONTENT_WIDTH / 2 - 100, 'right', {
      weight: 'bold',
    });
  }
  pdf.doc.y = Math.max(rowY, y + 44) + 12;
}

function parties(pdf: PdfWriter, data: ShipmentDocumentData, { t, upper }: DocumentWriting) {
  const third = CONTENT_WIDTH / 3;
  const y = pdf.doc.y;
  const bottoms = [
    block(pdf, upper(t('booking.shipper')), orNone(data.shipper), PAGE.margin, y, third - 10),
    block(pdf, upper(t('booking.consignee')), orNone(data.consignee), PAGE.margin + third, y, third - 10),
    block(pdf, upper(t('booking.notifyParty')), orNone(data.notify), PAGE.margin + 2 * third, y, third),
  ];
  pdf.doc.y = Math.max(...bottoms) + 14;
}

function route(pdf: PdfWriter, data: ShipmentDocumentData, { t, upper }: DocumentWriting) {
  const half = CONTENT_WIDTH / 2;
  pdf.ensureSpace(60);
  const y = pdf.doc.y;
  const origin = [data.origin_place, ...data.origin_address].filter(Boolean);
  const destination = [data.destination_place, ...data.destination_address].filter(Boolean);
  const bottoms = [
    block(pdf, upper(t('booking.from')), orNone(origin), PAGE.margin, y, half - 10),
    block(pdf, upper(t('booking.to')), orNone(destination), PAGE.margin + half, y, half),
  ];
  pdf.doc.y = Math.max(...bottoms) + 14;
}

function legs(pdf: PdfWriter, data: ShipmentDocumentData, { t }: DocumentWriting) {
  section(pdf, t('booking.route'));
  drawTable(
    pdf,
    [
      { label: t('booking.leg'), share: 10 },
      { label: t('booking.carrier'), share: 13 },
      { label: t('booking.vesselVoyage'), share: 16 },
      { label: t('booking.from'), share: 18 },
      { label: t('booking.to'), share: 18 },
      { label: t('booking.etd'), share: 12.5 },
      { label: t('booking.eta'), share: 12.5 },
    ],
    data.legs.map((leg) => [
      `${t(LEG_KIND_WORDS[leg.kind])} (${t(TRANSPORT_MODE_WORDS[leg.transport_mode])})`,
      leg.carrier || NONE,
      [leg.vessel_or_flight, leg.voyage].filter(Boolean).join(' / ') || NONE,
      leg.from || NONE,
      leg.to || NONE,
      leg.etd || NONE,
      leg.eta || NONE,
    ]),
  );
}

function cargo(pdf: PdfWriter, data: ShipmentDocumentData, { t, number }: DocumentWriting) {
  section(pdf, t('booking.cargo'));
  const rows = data.cargo.map((line) => [
    [line.name, line.description].filter(Boolean).join('\n'),
    String(line.quantity),
    number(line.total_weight, 2),
    number(line.total_cbm, 3),
  ]);
  if (rows.length === 0) rows.push([t('booking.noCargoLines'), '', '', '']);
  rows.push([
    t('booking.total'),
    String(data.totals.pieces),
    number(data.totals.weight, 2),
    number(data.totals.cbm, 3),
  ]);
  drawTable(
    pdf,
    [
      { label: t('booking.goods'), share: 55 },
      { label: t('booking.pieces'), share: 13, align: 'right' },
      { label: t('booking.grossWeight'), share: 17, align: 'right' },
      { label: t('booking.volume'), share: 15, align: 'right' },
    ],
    rows,
    { bold: (i) => i === rows.length - 1 },
  );
  if (data.containers.length > 0) {
    const containers = t('booking.containers', { containers: data.containers.join(', ') });
    pdf.doc.y = pdf.lines(containers, PAGE.margin, pdf.doc.y, CONTENT_WIDTH) + 8;
  }
}

function milestones(pdf: PdfWriter, data: ShipmentDocumentData, { t, milestone }: DocumentWriting) {
  section(pdf, t('booking.milestones'));
  drawTable(
    pdf,
    [
      { label: t('booking.milestone'), share: 50 },
      { label: t('booking.planned'), share: 25 },
      { label: t('booking.done'), share: 25 },
    ],
    data.milestones.map((m) => [milestone(m.label), m.planned || t('booking.toBeAdvised'), m.actual]),
  );
}

/**
 * The booking confirmation in the client's language: letterhead, references, parties, route and legs, cargo,
 * milestones planned.
 */
export async function renderBookingConfirmation(data: ShipmentDocumentData): Promise<Buffer> {
  const { company } = data.sender;
  const writing = documentWriting(data.language);
  const { t } = writing;
  const pdf = new PdfWriter({
    title: t('booking.documentTitle', { number: data.shipment_number }),
    author: company.company_name || 'ShipDesk',
    createdAt: new Date(data.changed_at),
  });
  const footer = footerLines(pdf, company);
  letterhead(pdf, data.sender, t);
  heading(pdf, data, writing);
  parties(pdf, data, writing);
  route(pdf, data, writing);
  legs(pdf, data, writing);
  cargo(pdf, data, writing);
  milestones(pdf, data, writing);
  footers(pdf, data.shipment_number, footer, (page, count) => t('pdf.page', { page, count }));
  return pdf.finish();
}
