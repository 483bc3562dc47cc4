import {
  type CurrencyCode,
  documentTotals,
  type Invoice,
  type InvoiceSettings,
  type InvoiceUpdate,
  lineFigures,
  taxRateNamed,
} from '@freight/domain';

/** One line as the editor holds it: numbers stay as typed (a half-typed '12.' is text) until they are sent. */
export interface DraftLine {
  /** The stored line it edits; none for a line added here. */
  id?: number;
  /** Keeps a row's inputs attached to it while rows are added and removed. */
  key: string;
  description: string;
  quantity: number | string;
  unit_price: number | string;
  tax_rate_name: string;
}

export interface DraftValues {
  due_date: string;
  lines: DraftLine[];
}

/** The editor's values of a stored draft. */
export function draftValuesOf(invoice: Invoice): DraftValues {
  return {
    due_date: invoice.due_date,
    lines: invoice.lines.map((line) => ({
      id: line.id,
      key: `line-${line.id}`,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unit_price,
      tax_rate_name: line.tax_rate_name,
    })),
  };
}

let added = 0;

/** A blank line typed by hand, at the default rate (it bills no charge). */
export function blankLine(defaultRate: string): DraftLine {
  added += 1;
  return { key: `new-${added}`, description: '', quantity: 1, unit_price: 0, tax_rate_name: defaultRate };
}

const numberOf = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/**
 * What PUT /invoices/{id} is sent: the fields changed (`changed`, default both), so a new due date alone does
 * not rewrite the lines; the lines go whole (lines left out are removed).
 */
export function draftBody(
  values: DraftValues,
  changed: readonly (keyof DraftValues)[] = ['due_date', 'lines'],
): InvoiceUpdate {
  return {
    ...(changed.includes('due_date') && { due_date: values.due_date }),
    ...(changed.includes('lines') && {
      lines: values.lines.map(({ id, description, quantity, unit_price, tax_rate_name }) => ({
        ...(id !== undefined && { id }),
        description,
        quantity: numberOf(quantity),
        unit_price: numberOf(unit_price),
        tax_rate_name,
      })),
    }),
  };
}

type Rates = Pick<InvoiceSettings, 'tax_rates' | 'default_tax_rate'>;

/**
 * Each line's amount and tax and the document's totals as the server will store them (the domain's rounding
 * per line at the currency's minor unit); a number still being typed counts as 0, an unknown rate as 0 %.
 */
export function draftFigures(values: DraftValues, currency: CurrencyCode, rates: Rates | undefined) {
  const lines = values.lines.map((line) => {
    const rate = rates ? taxRateNamed(rates, line.tax_rate_name) : undefined;
    const figures = lineFigures(
      {
        quantity: Number(line.quantity) || 0,
        unit_price: Number(line.unit_price) || 0,
        tax_rate: rate?.rate ?? 0,
      },
      currency,
    );
    return { ...figures, tax_rate: rate?.rate ?? 0, tax_rate_name: rate?.name ?? line.tax_rate_name };
  });
  return { lines, totals: documentTotals(lines, currency) };
}

/** Lines as a conflict notice shows them: each description with quantity x unit price. */
export function linesText(lines: DraftLine[], noLines: string): string {
  if (lines.length === 0) return noLines;
  return lines.map((line) => `${line.description} (${line.quantity} × ${line.unit_price})`).join('; ');
}
