import { type CargoLineChoices, type CargoLineFormValues, cargoLineModalDefaults } from '@freight/domain';

type Units = Pick<CargoLineFormValues, 'dimension_unit' | 'volume_unit' | 'weight_unit'>;

// One key per user, so a shared desk computer gives each person the units they last used.
const storageKey = (userId: number) => `shipdesk-cargo-units:${userId}`;

/** The units this user last saved a cargo line in, those still offered (none when nothing is kept). */
function rememberedUnits(userId: number | undefined, choices: CargoLineChoices): Partial<Units> {
  if (userId === undefined) return {};
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as Partial<Units> | null;
    if (!saved) return {};
    const offered = (value: unknown, list: readonly string[]) =>
      typeof value === 'string' && list.includes(value);
    return {
      ...(offered(saved.dimension_unit, choices.dimensionUnits) && { dimension_unit: saved.dimension_unit }),
      ...(offered(saved.volume_unit, choices.volumeUnits) && { volume_unit: saved.volume_unit }),
      ...(offered(saved.weight_unit, choices.weightUnits) && { weight_unit: saved.weight_unit }),
    };
  } catch {
    return {};
  }
}

/** Keeps the units of a saved cargo line as this user's next defaults. */
export function rememberCargoUnits(userId: number | undefined, units: Units): void {
  if (userId === undefined) return;
  try {
    const { dimension_unit, volume_unit, weight_unit } = units;
    localStorage.setItem(storageKey(userId), JSON.stringify({ dimension_unit, volume_unit, weight_unit }));
  } catch {
    // Private browsing without storage: the modal starts from the standard units.
  }
}

/**
 * A new cargo line's starting values in the Add Item modal: the units the user last saved a line in and the
 * quotation's currency for the declared and insured values (inches, cft, lbs and USD when there is neither).
 */
export function newCargoLineDefaults(
  userId: number | undefined,
  choices: CargoLineChoices,
  currency: string | undefined,
): CargoLineFormValues {
  const defaults = cargoLineModalDefaults();
  const offeredCurrency =
    currency && (choices.currencies as readonly string[]).includes(currency) ? currency : undefined;
  return {
    ...defaults,
    ...rememberedUnits(userId, choices),
    ...(offeredCurrency && { declared_value_currency: offeredCurrency, insurance_currency: offeredCurrency }),
  };
}
