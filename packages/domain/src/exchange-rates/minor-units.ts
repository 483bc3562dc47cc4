import Big from 'big.js';

// Currencies whose minor unit is not the cent (ISO 4217). A stand-in until the shared money rule
// (packages/domain/src/money/) gives every currency's minor units and `roundMoney`: swap `roundToMinorUnits`
// for it then.
const MINOR_UNITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/** Decimal places of `currency`'s minor unit: 0 for JPY, 3 for KWD, 2 for most. */
export function minorUnitsOf(currency: string): number {
  return MINOR_UNITS[currency] ?? 2;
}

/** `amount` rounded half up (away from zero) to `currency`'s minor units. */
export function roundToMinorUnits(amount: Big, currency: string): number {
  return amount.round(minorUnitsOf(currency), Big.roundHalfUp).toNumber();
}
