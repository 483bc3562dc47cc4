import { type ChargeableWeight, type Container, formatQuantity, roundTo } from '@freight/domain';
import type { Translate } from '../../../shared/i18n/useT';

interface FormulaInput {
  /** The shipment's volume the weight was worked out from. */
  cbm: number;
  containers: readonly Container[];
  /** The pricing settings' minimum for Sea LCL, in revenue tons. */
  minimumTons: number;
}

const q = formatQuantity;
const finite = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The formula line of the calculation basis in the reader's language, worded from the figures of
 * `chargeableWeight` (whose own `formula` is the English the server and the PDF use, and which this matches
 * word for word in English).
 */
export function chargeableFormula(t: Translate, weight: ChargeableWeight, input: FormulaInput): string {
  const actual = q(weight.actualKg);
  const charged = q(weight.chargedKg);
  if (weight.basis === 'containers') {
    const rows = input.containers.filter((row) => row.count > 0);
    const containers = rows.length
      ? rows.map((row) => `${row.count} x ${row.type}`).join(', ')
      : t('costLines.formulaNoContainers');
    return t('costLines.formulaContainers', { containers, actual });
  }
  const volume = t('costLines.formulaVolume', {
    cbm: q(roundTo(finite(input.cbm), 3)),
    factor: q(weight.factor),
    volumetric: q(weight.volumetricKg),
  });
  if (weight.basis === 'revenue_ton') {
    const minimumKg = finite(input.minimumTons) * 1000;
    const tons = q(weight.revenueTons ?? 0);
    if (minimumKg >= weight.actualKg && minimumKg >= weight.volumetricKg)
      return t('costLines.formulaLclMinimum', { minimum: q(input.minimumTons), tons, charged });
    return weight.volumetricKg > weight.actualKg
      ? t('costLines.formulaLclMeasure', { volume, actual, tons, charged })
      : t('costLines.formulaLclWeight', { volume, actual, tons, charged });
  }
  const comparison =
    weight.volumetricKg > weight.actualKg ? '>' : weight.volumetricKg === weight.actualKg ? '=' : '<';
  return t('costLines.formulaWeight', { volume, comparison, actual, charged });
}
