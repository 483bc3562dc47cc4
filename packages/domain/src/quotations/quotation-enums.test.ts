import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_PRIORITY,
  DEFAULT_VALIDITY_DAYS,
  PRIORITIES,
} from './quotation-enums';

describe('quotation enumerations', () => {
  it('offer priorities Low, Medium, High with Medium the default', () => {
    expect(PRIORITIES).toEqual(['Low', 'Medium', 'High']);
    expect(DEFAULT_PRIORITY).toBe('Medium');
  });

  it('offer currencies USD, EUR, GBP, CAD, AUD with USD the default', () => {
    expect(CURRENCIES).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD']);
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it('default validity is 30 days', () => {
    expect(DEFAULT_VALIDITY_DAYS).toBe(30);
  });
});
