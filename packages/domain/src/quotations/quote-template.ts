/**
 * The placeholders a quote e-mail's subject and message may use. The dates are written in the company's date
 * format (`formatDocumentDate`).
 */
export const QUOTE_TEMPLATE_FIELDS = [
  'quotation_number',
  'client_name',
  'valid_until',
  'quote_date',
  'sent_date',
  'acceptance_url',
  'sender_name',
  'company_name',
  'total',
] as const;
export type QuoteTemplateField = (typeof QUOTE_TEMPLATE_FIELDS)[number];

/**
 * Fills `{name}` placeholders with the quote's values. A placeholder without a value given is left as it is
 * (the draft keeps `{acceptance_url}` until the send makes the link); unknown names stay as typed.
 */
export function fillQuoteTemplate(
  template: string,
  values: Partial<Record<QuoteTemplateField, string>>,
): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? (values as Record<string, string>)[name] : undefined;
    return value ?? whole;
  });
}
