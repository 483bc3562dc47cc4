import { describe, expect, test } from 'vitest';
import { addressCountryProblems } from './address-country-rules';
import { addressFieldNeeds, addressFormatOf } from './address-format';

describe('addressFormatOf reads the country as staff type it', () => {
  test.each([
    ['Germany', 'DE'],
    ['de', 'DE'],
    ['Deutschland', 'DE'],
    ['hong kong', 'HK'],
    ['Hong Kong SAR', 'HK'],
    ['United States of America', 'US'],
    ['USA', 'US'],
    ['UK', 'GB'],
    ['Türkiye', 'TR'],
    ['  Japan ', 'JP'],
    ['Côte d’Ivoire', 'CI'],
  ])('%s is %s', (text, code) => {
    expect(addressFormatOf(text)?.code).toBe(code);
  });

  test('a blank or unknown country has no format', () => {
    expect(addressFormatOf('')).toBeUndefined();
    expect(addressFormatOf('Atlantis')).toBeUndefined();
    expect(addressFormatOf('XX')).toBeUndefined();
  });
});

describe('the table follows libaddressinput', () => {
  test('Hong Kong has no postcode and requires its area', () => {
    const hk = addressFormatOf('HK')!;
    expect(hk.postcode).toBeNull();
    expect(hk.state).toEqual({ required: true, label: 'Area' });
    expect(addressFieldNeeds('Hong Kong')).toEqual({ province: true, zip_code: false });
  });

  test('the United States require a state and a 5 or 9 digit ZIP code', () => {
    const us = addressFormatOf('US')!;
    expect(us.state).toEqual({ required: true, label: 'State' });
    expect(us.postcode).toMatchObject({ required: true, label: 'ZIP code' });
    for (const zip of ['95014', '22162-1010']) expect(us.postcode!.pattern!.test(zip)).toBe(true);
    for (const zip of ['9501', '950141', '22162-101', 'N/A'])
      expect(us.postcode!.pattern!.test(zip)).toBe(false);
  });

  test('Germany has 5 digit postcodes and no state', () => {
    const de = addressFormatOf('Germany')!;
    expect(de.state).toBeNull();
    expect(de.postcode).toMatchObject({ required: true, label: 'Postcode', shape: '5 digits' });
    expect(addressFieldNeeds('Germany')).toEqual({ province: false, zip_code: true });
  });

  test('the United Kingdom takes its postcodes in either case', () => {
    const gb = addressFormatOf('United Kingdom')!.postcode!;
    for (const code of ['CB2 1TN', 'sw1a 1aa', 'EC1Y8SY', 'GIR 0AA'])
      expect(gb.pattern!.test(code)).toBe(true);
    for (const code of ['12345', 'CB2', 'QQ1 1AA']) expect(gb.pattern!.test(code)).toBe(false);
  });

  test('Japan requires its prefecture and a 7 digit postcode', () => {
    const jp = addressFormatOf('Japan')!;
    expect(jp.state).toEqual({ required: true, label: 'Prefecture' });
    expect(jp.postcode!.pattern!.test('154-0023')).toBe(true);
    expect(jp.postcode!.pattern!.test('1540023')).toBe(true);
    expect(jp.postcode!.pattern!.test('154-002')).toBe(false);
  });

  test('a blank or unknown country needs both fields, as before', () => {
    expect(addressFieldNeeds('')).toEqual({ province: true, zip_code: true });
    expect(addressFieldNeeds('Atlantis')).toEqual({ province: true, zip_code: true });
  });
});

describe('addressCountryProblems', () => {
  test('Hong Kong without a postcode is complete', () => {
    expect(addressCountryProblems({ country: 'Hong Kong', province: 'Kowloon', zip_code: '' })).toEqual({});
  });

  test('a missing state and a wrong ZIP in the United States', () => {
    expect(addressCountryProblems({ country: 'United States', province: '', zip_code: '1234' })).toEqual({
      province: 'Province/State is required',
      zip_code: 'ZIP code is not valid for United States (e.g. 95014 or 22162-1010)',
    });
  });

  test('a German postcode names its shape', () => {
    expect(addressCountryProblems({ country: 'Germany', province: '', zip_code: '1234' })).toEqual({
      zip_code: 'Postcode is not valid for Germany (5 digits)',
    });
  });

  test('only the fields asked about are answered', () => {
    const values = { country: 'Japan', province: '', zip_code: 'abc' };
    expect(addressCountryProblems(values, ['zip_code'])).toEqual({
      zip_code: 'Postcode is not valid for Japan (e.g. 154-0023 or 350-1106)',
    });
    expect(addressCountryProblems(values, [])).toEqual({});
  });
});
