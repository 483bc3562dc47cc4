import type {
  Container,
  Currency,
  Incoterm,
  Priority,
  QuotationStatus,
  QuotationValues,
  TransportMode,
} from '@freight/domain';

/**
 * What the New and Edit Quotation forms hold. Number inputs give text while being typed ('' when cleared)
 * and date inputs give null when cleared, so those fields are wider than the API's types; the domain schema
 * turns them into numbers and dates (or messages) before anything is sent.
 */
export interface QuotationFormValues {
  contact_id: number | null;
  client_name: string;
  client_email: string;
  client_phone: string;
  project_description: string;
  estimated_value: number | string;
  currency: Currency;
  priority: Priority;
  start_date: string | null;
  valid_until_date: string | null;
  deadline: string | null;
  validity_days: number | string;
  notes: string;
  status: QuotationStatus;
  transport_mode: TransportMode;
  origin_code: string;
  destination_code: string;
  containers: Container[];
  incoterm: Incoterm | null;
  incoterm_place: string;
}

export type QuotationField = keyof QuotationFormValues;

/** The form's values from a quotation (or from `quotationDefaults()` for a new one). */
export function quotationFormValues(source: QuotationValues): QuotationFormValues {
  return {
    contact_id: source.contact_id,
    client_name: source.client_name,
    client_email: source.client_email,
    client_phone: source.client_phone,
    project_description: source.project_description,
    estimated_value: source.estimated_value,
    currency: source.currency,
    priority: source.priority,
    start_date: source.start_date,
    valid_until_date: source.valid_until_date,
    deadline: source.deadline,
    validity_days: source.validity_days,
    notes: source.notes,
    status: source.status,
    transport_mode: source.transport_mode,
    origin_code: source.origin_code,
    destination_code: source.destination_code,
    containers: source.containers,
    incoterm: source.incoterm,
    incoterm_place: source.incoterm_place,
  };
}
