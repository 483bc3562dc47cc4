import type { MessageId } from '../../../shared/i18n/i18n';
import type { Translate } from '../../../shared/i18n/useT';

// The server names each compared field in English (packages/domain/src/quotations/revision-diff.ts) for API
// clients; the screen names it in the reader's language by its field. A section's own word wins: a cost line's
// `total_cost` reads 'Total', the quotation's 'Total cost'.

const QUOTATION_FIELDS: Readonly<Record<string, MessageId>> = {
  client_name: 'revisions.fieldClientName',
  client_email: 'revisions.fieldClientEmail',
  client_phone: 'revisions.fieldClientPhone',
  origin: 'revisions.fieldOrigin',
  destination: 'revisions.fieldDestination',
  incoterm: 'revisions.fieldIncoterm',
  incoterm_place: 'revisions.fieldIncotermPlace',
  project_description: 'revisions.fieldProjectDescription',
  estimated_value: 'revisions.fieldEstimatedValue',
  currency: 'revisions.fieldCurrency',
  priority: 'revisions.fieldPriority',
  status: 'revisions.fieldStatus',
  start_date: 'revisions.fieldStartDate',
  deadline: 'revisions.fieldDeadline',
  valid_until_date: 'revisions.fieldValidUntil',
  validity_days: 'revisions.fieldValidityDays',
  notes: 'revisions.fieldNotes',
  total_cbm: 'revisions.fieldTotalCbm',
  total_weight: 'revisions.fieldTotalWeight',
  total_declared_value: 'revisions.fieldTotalDeclaredValue',
  total_cost: 'revisions.fieldTotalCost',
};

const CARGO_FIELDS: Readonly<Record<string, MessageId>> = {
  name: 'revisions.fieldName',
  quantity: 'revisions.fieldQuantity',
  input_mode: 'revisions.fieldInputMode',
  length: 'revisions.fieldLength',
  width: 'revisions.fieldWidth',
  height: 'revisions.fieldHeight',
  dimension_unit: 'revisions.fieldDimensionUnit',
  volume_value: 'revisions.fieldVolume',
  volume_unit: 'revisions.fieldVolumeUnit',
  weight_value: 'revisions.fieldWeight',
  weight_unit: 'revisions.fieldWeightUnit',
  total_cbm: 'revisions.fieldTotalCbm',
  total_weight: 'revisions.fieldTotalWeight',
  declared_value_amount: 'revisions.fieldDeclaredValue',
  declared_value_currency: 'revisions.fieldDeclaredValueCurrency',
  condition: 'revisions.fieldCondition',
  hs_code: 'revisions.fieldHsCode',
  hs_description: 'revisions.fieldHsDescription',
  insurance_required: 'revisions.fieldInsuranceRequired',
  insurance_value: 'revisions.fieldInsuranceValue',
};

const COST_FIELDS: Readonly<Record<string, MessageId>> = {
  description: 'revisions.fieldDescription',
  client_description: 'revisions.fieldClientDescription',
  location: 'revisions.fieldLocation',
  calculation_method: 'revisions.fieldCalculationMethod',
  quantity: 'revisions.fieldQuantity',
  unit_cost: 'revisions.fieldUnitCost',
  rate: 'revisions.fieldRate',
  total_cost: 'revisions.fieldTotal',
  is_sub_item: 'revisions.fieldSubItem',
};

/** Each part of the comparison with the table that names its fields. */
const REVISION_FIELD_MESSAGES = {
  quotation: QUOTATION_FIELDS,
  cargo: CARGO_FIELDS,
  costs: COST_FIELDS,
} as const;
export type RevisionSection = keyof typeof REVISION_FIELD_MESSAGES;

/** A compared field's name in the reader's language; a field this screen does not know keeps the server's label. */
export function revisionFieldName(
  t: Translate,
  section: RevisionSection,
  change: { field: string; label: string },
): string {
  const id = REVISION_FIELD_MESSAGES[section][change.field];
  return id ? t(id) : change.label;
}
