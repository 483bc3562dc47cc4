import { toFiniteNumber } from '../shared/numeric';
import type { CargoLine } from './cargo-line';

/** A box item's editable values (what the forms hold and what the server fills in when fields are absent). */
export type CargoLineFormValues = Omit<
  CargoLine,
  | 'id'
  | 'quotation_id'
  | 'individual_cbm'
  | 'total_cbm'
  | 'individual_weight'
  | 'total_weight'
  | 'product_specifications'
  | 'version'
  | 'created_at'
  | 'updated_at'
> & { product_specifications: string[] };

function baseDefaults(): CargoLineFormValues {
  return {
    name: '',
    input_mode: 'dimensions',
    length: null,
    width: null,
    height: null,
    dimension_unit: 'inches',
    volume_value: null,
    volume_unit: 'cft',
    weight_value: null,
    weight_unit: 'lbs',
    quantity: 1,
    declared_value_amount: null,
    declared_value_currency: 'USD',
    condition: 'New',
    product_specifications: [],
    hs_code: '',
    hs_description: '',
    insurance_required: false,
    insurance_value: null,
    insurance_currency: 'USD',
  };
}

/** Add Item modal defaults: dimensions in inches, volume in cft, weight in lbs, quantity 1, USD, New, uninsured. */
export function cargoLineModalDefaults(): CargoLineFormValues {
  return baseDefaults();
}

/** Full-page form defaults: as the modal, but volume in cbm and weight in kg. */
export function cargoLinePageDefaults(): CargoLineFormValues {
  return { ...baseDefaults(), volume_unit: 'cbm', weight_unit: 'kg' };
}

/** The fields the modal's submit rule reads; numbers may still be text or blank. */
export interface CargoLineSubmitFields {
  name?: string | null;
  input_mode?: string | null;
  quantity?: unknown;
  weight_value?: unknown;
  length?: unknown;
  width?: unknown;
  height?: unknown;
  volume_value?: unknown;
}

function positive(value: unknown): boolean {
  const number = toFiniteNumber(value);
  return number !== null && number > 0;
}

/**
 * The modal's submit rule: a non-blank name, quantity > 0 and weight > 0; in dimensions mode length, width
 * and height all > 0; in volume mode a volume > 0.
 */
export function canSubmitCargoLine(form: CargoLineSubmitFields): boolean {
  if (!form.name?.trim() || !positive(form.quantity) || !positive(form.weight_value)) return false;
  if (form.input_mode === 'volume') return positive(form.volume_value);
  return positive(form.length) && positive(form.width) && positive(form.height);
}
