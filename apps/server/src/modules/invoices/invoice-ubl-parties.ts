import { addressFormatOf, type CompanyProfile } from '@freight/domain';

/** What the buyer's contact record adds to the invoice's own name and billing address, when it has one. */
export interface UblBuyerContact {
  address: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  email: string;
}

/** XML forbids most control characters outright; a pasted one must not make the whole document unreadable. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters removed
const NOT_XML_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as an element's content; the XML builder escapes `& < > " '`. */
export const xmlText = (value: string) => value.replace(NOT_XML_TEXT, '').trim();

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map(xmlText)
    .filter((line) => line !== '');

/** The ISO 3166 code of a country written as a code or an English name; undefined when unknown. */
const countryCode = (country: string) => addressFormatOf(country)?.code;

/** An EU VAT number starts with its country's code ('ES B12345678'): the seller's country when no other is known. */
function countryOfTaxNumber(taxNumber: string) {
  const prefix = /^([A-Z]{2})/.exec(taxNumber.trim().toUpperCase())?.[1];
  // Greece writes EL on VAT numbers, GR elsewhere.
  if (prefix === 'EL') return 'GR';
  return prefix ? countryCode(prefix) : undefined;
}

function postalAddress(parts: {
  street: string[];
  city?: string;
  zip?: string;
  region?: string;
  country?: string;
}) {
  const [street, ...more] = parts.street;
  return {
    ...(street ? { 'cbc:StreetName': street } : {}),
    ...(more.length > 0 ? { 'cbc:AdditionalStreetName': more.join(', ') } : {}),
    ...(parts.city ? { 'cbc:CityName': xmlText(parts.city) } : {}),
    ...(parts.zip ? { 'cbc:PostalZone': xmlText(parts.zip) } : {}),
    ...(parts.region ? { 'cbc:CountrySubentity': xmlText(parts.region) } : {}),
    ...(parts.country ? { 'cac:Country': { 'cbc:IdentificationCode': parts.country } } : {}),
  };
}

function party(
  name: string,
  address: object,
  taxNumber: string,
  contact: { email?: string; phone?: string },
) {
  const reach = {
    ...(contact.phone ? { 'cbc:Telephone': xmlText(contact.phone) } : {}),
    ...(contact.email ? { 'cbc:ElectronicMail': xmlText(contact.email) } : {}),
  };
  return {
    'cac:Party': {
      'cac:PartyName': { 'cbc:Name': name },
      'cac:PostalAddress': address,
      ...(taxNumber
        ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
        : {}),
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': name },
      ...(Object.keys(reach).length > 0 ? { 'cac:Contact': reach } : {}),
    },
  };
}

/**
 * The seller: the company profile's name, address, VAT number and contact details. The profile's address is
 * free text; its country is read from its last line, else from the VAT number's prefix.
 */
export function sellerParty(company: CompanyProfile) {
  const lines = linesOf(company.address);
  const taxNumber = xmlText(company.tax_number);
  const country = countryCode(lines.at(-1) ?? '') ?? countryOfTaxNumber(taxNumber);
  const street = country && lines.length > 1 && countryCode(lines.at(-1)!) ? lines.slice(0, -1) : lines;
  const name = xmlText(company.company_name) || 'Seller';
  return party(name, postalAddress({ street, country }), taxNumber, company);
}

/**
 * The buyer: the name and billing address the invoice was issued to; the client's contact record, when it
 * still exists, adds the city, postcode, region, country and e-mail.
 */
export function buyerParty(clientName: string, billingAddress: string, contact: UblBuyerContact | undefined) {
  const name = xmlText(clientName) || 'Buyer';
  const billed = linesOf(billingAddress).filter((line) => line !== name);
  const address = contact
    ? postalAddress({
        street: billed.length > 0 ? billed : linesOf(contact.address),
        city: contact.city,
        zip: contact.zip_code,
        region: contact.state,
        country: countryCode(contact.country),
      })
    : postalAddress({ street: billed });
  return party(name, address, '', { email: contact?.email });
}
