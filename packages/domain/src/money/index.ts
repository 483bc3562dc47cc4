export * from './currencies';
export * from './format-money';
export * from './iso-4217';
export * from './money';
