/** A typical air tariff's weight breaks: -45, +45, +100, +300, +500, +1000 kg. */
export const AIR_WEIGHT_BREAKS = [
  { min_weight: 0, rate: 5 },
  { min_weight: 45, rate: 4 },
  { min_weight: 100, rate: 3.5 },
  { min_weight: 300, rate: 3 },
  { min_weight: 500, rate: 2.8 },
  { min_weight: 1000, rate: 2.5 },
];
