import {
  type Contact,
  contactDisplayName,
  type DocumentLanguage,
  documentDayOf,
  formatDocumentDate,
  formatDocumentInstant,
  INCOTERM_LABELS,
  type Incoterm,
  type LEG_KIND_LABELS,
  type ShipmentDetail,
  type TransportMode,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import type { Sender } from '../../platform/pdf/pdf-page-frame';
import type { Storage } from '../../platform/storage/storage';
import * as contactsService from '../contacts/contacts.service';
import * as locationsService from '../locations/locations.service';
import { clientDocumentLanguage } from '../quotations/document-mail.service';
import { addressLines } from '../quotations/quote-pdf.service';
import * as companyProfile from '../settings/company-profile.service';

/** Everything a shipment's documents print, gathered by `shipmentDocumentData` (nothing internal: no charges). */
export interface ShipmentDocumentData {
  /** The client's language (see `clientDocumentLanguage`): the words, dates and numbers are printed in it. */
  language: DocumentLanguage;
  /** The company with its terms and footer in that language. */
  sender: Sender;
  shipment_number: string;
  quotation_number: string;
  /** The last change of the shipment, its legs or milestones: the PDF's creation date (same data, same bytes). */
  changed_at: string;
  /** The day the shipment was booked, in the company's date format (a named month in the language). */
  booked_on: string;
  transport_mode: TransportMode;
  booking_reference: string;
  carrier_reference: string;
  house_reference: string;
  /** 'FOB Free on Board, Shenzhen', '' without an Incoterm. */
  incoterm: string;
  client_name: string;
  /** Each party's lines (company, person, address, e-mail, phone); [] when the shipment names none. */
  shipper: string[];
  consignee: string[];
  notify: string[];
  /** The lane's places by name ('DEHAM — Hamburg, Germany') and the pickup and delivery addresses. */
  origin_place: string;
  destination_place: string;
  origin_address: string[];
  destination_address: string[];
  /** In their order; `kind` and `transport_mode` as the API spells them (the renderers word them). */
  legs: {
    kind: keyof typeof LEG_KIND_LABELS;
    transport_mode: TransportMode;
    carrier: string;
    vessel_or_flight: string;
    voyage: string;
    from: string;
    to: string;
    etd: string;
    eta: string;
  }[];
  cargo: {
    name: string;
    description: string;
    quantity: number;
    total_weight: number;
    total_cbm: number;
  }[];
  /** '2 × 40HC' per container type. */
  containers: string[];
  totals: { pieces: number; weight: number; cbm: number };
  milestones: { label: string; planned: string; actual: string }[];
}

/** A contact as a document prints a party: company, person, street, city, country, e-mail, phone. */
function contactLines(contact: Contact | undefined): string[] {
  if (!contact) return [];
  const person = contactDisplayName(contact.name, contact.last_name);
  const city = [contact.zip_code, contact.city, contact.state].filter(Boolean).join(' ');
  return [
    contact.company_name,
    person,
    contact.address,
    city,
    contact.country,
    contact.email,
    contact.phone_number,
  ]
    .map((line) => line.trim())
    .filter((line, i, all) => line !== '' && all.indexOf(line) === i);
}

/** The contact behind an id, undefined without one (or when it was deleted since). */
const contactOf = (db: Db, id: number | null) =>
  id === null ? Promise.resolve(undefined) : contactsService.find(db, id);

/** The latest of ISO times (they sort as text); the epoch when there are none. */
const latest = (times: (string | null)[]) =>
  times
    .filter((t): t is string => !!t)
    .sort()
    .at(-1) ?? '1970-01-01T00:00:00.000Z';

/** What a shipment's PDFs show, read through each module's service. */
export async function shipmentDocumentData(
  db: Db,
  storage: Storage,
  shipment: ShipmentDetail,
  chosenLanguage?: DocumentLanguage,
): Promise<ShipmentDocumentData> {
  const codes = [
    shipment.origin_code,
    shipment.destination_code,
    ...shipment.legs.flatMap((leg) => [leg.from_code, leg.to_code]),
  ];
  // The quotation's contact is the shipment's client: its language, as its quote's and invoices' (else the
  // company's default), is the documents', unless the sender chose another for this send.
  const language = chosenLanguage ?? (await clientDocumentLanguage(db, shipment.contact_id));
  const [{ company }, labels, contact, shipper, consignee, notify] = await Promise.all([
    companyProfile.inLanguage(db, language),
    locationsService.laneLabels(db, codes, language),
    contactOf(db, shipment.contact_id),
    contactOf(db, shipment.shipper_contact_id),
    contactOf(db, shipment.consignee_contact_id),
    contactOf(db, shipment.notify_contact_id),
  ]);
  const place = (code: string) => labels[codes.indexOf(code)] ?? code;
  // Times are kept in UTC and printed on the company's clock, naming the zone so no reader guesses it.
  const day = (iso: string | null) =>
    iso ? formatDocumentDate(documentDayOf(iso, company.time_zone), company.date_format, language) : '';
  const moment = (iso: string | null) =>
    formatDocumentInstant(iso, company.date_format, company.time_zone, language);
  const incoterm = shipment.incoterm as Incoterm | null;
  const namedPlace = shipment.incoterm_place.trim();
  return {
    language,
    sender: { company, logo: await companyProfile.logoBytes(db, storage, company) },
    shipment_number: shipment.shipment_number,
    quotation_number: shipment.quotation_number,
    changed_at: latest([
      shipment.updated_at,
      ...shipment.legs.map((l) => l.updated_at),
      ...shipment.milestones.map((m) => m.updated_at),
    ]),
    booked_on: day(shipment.created_at),
    transport_mode: shipment.transport_mode,
    booking_reference: shipment.booking_reference,
    carrier_reference: shipment.carrier_reference,
    house_reference: shipment.house_reference,
    incoterm: incoterm
      ? `${incoterm} ${INCOTERM_LABELS[incoterm] ?? ''}${namedPlace ? `, ${namedPlace}` : ''}`
      : '',
    client_name: shipment.client_name,
    // The quotation's contact books the goods: without a shipper of its own, it stands as the shipper.
    shipper: contactLines(shipper ?? contact),
    consignee: contactLines(consignee),
    notify: contactLines(notify),
    origin_place: place(shipment.origin_code),
    destination_place: place(shipment.destination_code),
    origin_address: addressLines(shipment.origin_address),
    destination_address: addressLines(shipment.destination_address),
    legs: shipment.legs.map((leg) => ({
      kind: leg.kind,
      transport_mode: leg.transport_mode,
      carrier: leg.carrier,
      vessel_or_flight: leg.vessel_or_flight,
      voyage: leg.voyage,
      from: place(leg.from_code),
      to: place(leg.to_code),
      etd: moment(leg.etd),
      eta: moment(leg.eta),
    })),
    cargo: shipment.cargo_lines.map((line) => ({
      name: line.name,
      description: [
        line.hs_description,
        line.hs_code && `HS ${line.hs_code}`,
        ...(line.product_specifications ?? []),
      ]
        .filter(Boolean)
        .join(', '),
      quantity: line.quantity,
      total_weight: line.total_weight,
      total_cbm: line.total_cbm,
    })),
    containers: shipment.containers.map((c) => `${c.count} × ${c.type}`),
    totals: {
      pieces: shipment.cargo_lines.reduce((sum, line) => sum + line.quantity, 0),
      weight: shipment.total_weight,
      cbm: shipment.total_cbm,
    },
    milestones: shipment.milestones.map((m) => ({
      label: m.label,
      planned: moment(m.planned_at),
      actual: moment(m.actual_at),
    })),
  };
}
