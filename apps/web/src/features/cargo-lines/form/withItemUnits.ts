import type { CargoLine, CargoLineChoices } from '@freight/domain';

function including<T extends string>(choices: readonly T[], value: T | undefined): readonly T[] {
  return value === undefined || choices.includes(value) ? choices : [...choices, value];
}

/**
 * A form's unit and value choices, plus the edited item's own unit, condition or currency when the form
 * does not offer it (an item added in the modal in mm, opened on the full page): the value stays visible
 * and is kept rather than silently replaced.
 */
export function withItemUnits(
  choices: CargoLineChoices,
  item: CargoLine | null | undefined,
): CargoLineChoices {
  return {
    dimensionUnits: including(choices.dimensionUnits, item?.dimension_unit),
    volumeUnits: including(choices.volumeUnits, item?.volume_unit),
    weightUnits: including(choices.weightUnits, item?.weight_unit),
    conditions: including(choices.conditions, item?.condition),
    currencies: including(choices.currencies, item?.declared_value_currency),
  };
}
