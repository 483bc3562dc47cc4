import type { CompanyProfile, Currency, DocumentLanguage, Incoterm } from '@freight/domain';

/** An address as the quote prints it: its lines, blank ones left out. */
type AddressLines = string[];

/** Everything a quote's PDF shows, gathered by `quotePdfData` (and nothing internal). */
export interface QuotePdfData {
  /** The language its words, dates and amounts are written in. */
  language: DocumentLanguage;
  /** The company with its terms and footer in that language. */
  company: CompanyProfile;
  logo: Buffer | undefined;
  quotation_number: string;
  /** The quotation's last change: the PDF's creation date. */
  updated_at: string;
  created_date: string;
  valid_until_date: string;
  currency: Currency;
  client_name: string;
  /** The contact's company ('' without a contact or company) and the contact's first and last name. */
  client_company: string;
  contact_name: string;
  client_email: string;
  client_phone: string;
  origin: AddressLines;
  destination: AddressLines;
  /** The Incoterms 2020 rule and its named place (null and '' when none was chosen). */
  incoterm: Incoterm | null;
  incoterm_place: string;
  transport_mode: string;
  /** The lane codes with their names ('DEHAM — Hamburg, Germany'), '' when not given. */
  origin_place: string;
  destination_place: string;
  cargo: {
    name: string;
    quantity: number;
    dimensions: string;
    weight_each: string;
    total_weight: number;
    total_cbm: number;
  }[];
  totals: { pieces: number; cbm: number; weight: number; chargeable_weight: number };
  /** Each line's client description (never the desk's, which names carrier and buy rate) and its sell amount. */
  costs: { location: string; description: string; amount: number; is_sub_item: boolean }[];
  total_cost: number;
}
