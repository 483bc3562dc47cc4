import { CURRENCY_CODES, type CurrencyCode, currencyCodeSchema } from '../money/currencies';
import { choiceField } from '../shared/fields';
import { DIMENSION_UNITS, type DimensionUnit, type VolumeUnit, type WeightUnit } from './units';

export const INPUT_MODES = ['dimensions', 'volume'] as const;
export type InputMode = (typeof INPUT_MODES)[number];
export const inputModeSchema = choiceField('Input mode', INPUT_MODES);

/** Every condition an item may have; the modal offers only New and Used. */
export const ITEM_CONDITIONS = ['New', 'Used', 'Fair', 'Poor'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];
export const itemConditionSchema = choiceField('Condition', ITEM_CONDITIONS);

/** Tags offered for product specifications (the full-page form also takes free text). */
export const PRODUCT_SPECIFICATION_TAGS = [
  'Fragile',
  'Perishable',
  'Flammable',
  'Chemical',
  'High Value',
  'Vintage/Collectible',
] as const;

/** Declared values take any active ISO 4217 code, as quotations do. */
const DECLARED_VALUE_CURRENCIES = CURRENCY_CODES;
export const declaredCurrencySchema = currencyCodeSchema('Declared value currency');

/** The choices each box item form offers. */
export interface CargoLineChoices {
  dimensionUnits: readonly DimensionUnit[];
  volumeUnits: readonly VolumeUnit[];
  weightUnits: readonly WeightUnit[];
  conditions: readonly ItemCondition[];
  currencies: readonly CurrencyCode[];
}

/** Add/Edit Item modal: imperial (inches, ft, cft, lbs) and metric (mm, cm, m, cbm, kg). */
export const MODAL_BOX_ITEM_CHOICES: CargoLineChoices = {
  dimensionUnits: DIMENSION_UNITS,
  volumeUnits: ['cft', 'cbm'],
  weightUnits: ['lbs', 'kg'],
  conditions: ['New', 'Used'],
  currencies: DECLARED_VALUE_CURRENCIES,
};

/** Full-page box item form: inches, cm, m; kg, lbs, g; cbm, cft; four conditions; no AUD. */
export const PAGE_BOX_ITEM_CHOICES: CargoLineChoices = {
  dimensionUnits: ['inches', 'cm', 'm'],
  volumeUnits: ['cbm', 'cft'],
  weightUnits: ['kg', 'lbs', 'g'],
  conditions: ITEM_CONDITIONS,
  currencies: ['USD', 'EUR', 'GBP', 'CAD'],
};
