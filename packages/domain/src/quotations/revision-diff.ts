import { z } from 'zod';

/**
 * What changed between two revisions of a quote (docs/api.md): the quotation's own fields, and the cargo
 * and cost lines added, removed or changed. Lines are paired by `line_key`, which a revise copies from each
 * line to its copy, so an edited line reads as changed rather than as one removed and one added.
 */

export type DiffValue = string | number | boolean | null;
const diffValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const revisionFieldChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  old: diffValueSchema,
  new: diffValueSchema,
});
export type RevisionFieldChange = z.infer<typeof revisionFieldChangeSchema>;

const LINE_CHANGE_KINDS = ['added', 'removed', 'changed'] as const;

const lineChangeSchema = z.object({
  line_key: z.string(),
  /** The line's name (cargo) or description (cost), as the newer side has it when it exists. */
  label: z.string(),
  change: z.enum(LINE_CHANGE_KINDS),
  /** Changed fields; for an added line old is null, for a removed one new is null. */
  fields: z.array(revisionFieldChangeSchema),
});
export type LineChange = z.infer<typeof lineChangeSchema>;

export const revisionDiffSchema = z.object({
  from: z.object({ id: z.number().int(), revision: z.number().int() }),
  to: z.object({ id: z.number().int(), revision: z.number().int() }),
  fields: z.array(revisionFieldChangeSchema),
  cargo: z.array(lineChangeSchema),
  costs: z.array(lineChangeSchema),
});
export type RevisionDiff = z.infer<typeof revisionDiffSchema>;

/** The quotation fields compared, in screen order, with their labels. */
const QUOTATION_DIFF_FIELDS = {
  client_name: 'Client name',
  client_email: 'Client email',
  client_phone: 'Client phone',
  origin: 'Origin',
  destination: 'Destination',
  incoterm: 'Incoterm',
  incoterm_place: 'Incoterm place',
  project_description: 'Project description',
  estimated_value: 'Estimated value',
  currency: 'Currency',
  priority: 'Priority',
  status: 'Status',
  start_date: 'Start date',
  deadline: 'Deadline',
  valid_until_date: 'Valid until',
  validity_days: 'Validity days',
  notes: 'Notes',
  total_cbm: 'Total CBM',
  total_weight: 'Total weight (kg)',
  total_declared_value: 'Total declared value',
  total_cost: 'Total cost',
} as const;

const CARGO_DIFF_FIELDS = {
  name: 'Name',
  quantity: 'Quantity',
  input_mode: 'Input mode',
  length: 'Length',
  width: 'Width',
  height: 'Height',
  dimension_unit: 'Dimension unit',
  volume_value: 'Volume',
  volume_unit: 'Volume unit',
  weight_value: 'Weight',
  weight_unit: 'Weight unit',
  total_cbm: 'Total CBM',
  total_weight: 'Total weight (kg)',
  declared_value_amount: 'Declared value',
  declared_value_currency: 'Declared value currency',
  condition: 'Condition',
  hs_code: 'HS code',
  hs_description: 'HS description',
  insurance_required: 'Insurance required',
  insurance_value: 'Insurance value',
} as const;

const COST_DIFF_FIELDS = {
  description: 'Description',
  client_description: 'Client description',
  location: 'Location',
  calculation_method: 'Calculation method',
  quantity: 'Quantity',
  unit_cost: 'Unit cost',
  rate: 'Rate',
  total_cost: 'Total',
  is_sub_item: 'Sub-item',
} as const;

type Fields = Readonly<Record<string, string>>;
export type DiffRecord = Readonly<Record<string, unknown>>;
export type DiffLine = DiffRecord & { line_key: string };

export interface RevisionSide {
  id: number;
  revision: number;
  quotation: DiffRecord;
  cargo: readonly DiffLine[];
  costs: readonly DiffLine[];
}

/** A stored value as the diff shows it: arrays joined, undefined and '' kept apart from each other as null/''. */
function normalize(value: unknown): DiffValue {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** The fields whose values differ between two records (either may be absent: an added or removed line). */
export function diffFields(fields: Fields, from: DiffRecord | undefined, to: DiffRecord | undefined) {
  const changes: RevisionFieldChange[] = [];
  for (const [field, label] of Object.entries(fields)) {
    const old = from ? normalize(from[field]) : null;
    const now = to ? normalize(to[field]) : null;
    if (old === now) continue;
    if (!from && now === null) continue;
    if (!to && old === null) continue;
    changes.push({ field, label, old, new: now });
  }
  return changes;
}

/**
 * Lines paired by key, in the newer side's order, then the removed ones in the older side's order; lines
 * that did not change are left out.
 */
export function diffLines(
  fields: Fields,
  labelField: string,
  from: readonly DiffLine[],
  to: readonly DiffLine[],
): LineChange[] {
  const older = new Map(from.map((line) => [line.line_key, line]));
  const newerKeys = new Set(to.map((line) => line.line_key));
  const label = (line: DiffLine) => String(line[labelField] ?? '');
  const out: LineChange[] = [];
  for (const line of to) {
    const before = older.get(line.line_key);
    const changed = diffFields(fields, before, line);
    if (!before) out.push({ line_key: line.line_key, label: label(line), change: 'added', fields: changed });
    else if (changed.length > 0) {
      out.push({ line_key: line.line_key, label: label(line), change: 'changed', fields: changed });
    }
  }
  for (const line of from) {
    if (newerKeys.has(line.line_key)) continue;
    out.push({
      line_key: line.line_key,
      label: label(line),
      change: 'removed',
      fields: diffFields(fields, line, undefined),
    });
  }
  return out;
}

/** What changed from one revision to another (either direction: `from` is the base the changes are read from). */
export function diffRevisions(from: RevisionSide, to: RevisionSide): RevisionDiff {
  return {
    from: { id: from.id, revision: from.revision },
    to: { id: to.id, revision: to.revision },
    fields: diffFields(QUOTATION_DIFF_FIELDS, from.quotation, to.quotation),
    cargo: diffLines(CARGO_DIFF_FIELDS, 'name', from.cargo, to.cargo),
    costs: diffLines(COST_DIFF_FIELDS, 'description', from.costs, to.costs),
  };
}
