import { describe, expect, it } from 'vitest';
import { cftToCbm, toCbm, toKg, toMetres } from './units';

describe('length conversions to metres', () => {
  it('converts inches at 0.0254 m', () => {
    expect(toMetres(1, 'inches')).toBeCloseTo(0.0254, 12);
    expect(toMetres(12, 'inches')).toBeCloseTo(0.3048, 12);
  });

  it('converts centimetres at 0.01 m', () => {
    expect(toMetres(250, 'cm')).toBeCloseTo(2.5, 12);
  });

  it('converts millimetres at 0.001 m', () => {
    expect(toMetres(1500, 'mm')).toBeCloseTo(1.5, 12);
  });

  it('keeps metres as given', () => {
    expect(toMetres(3.25, 'm')).toBe(3.25);
  });

  it('converts feet at 0.3048 m', () => {
    expect(toMetres(1, 'ft')).toBeCloseTo(0.3048, 12);
    expect(toMetres(10, 'ft')).toBeCloseTo(3.048, 12);
  });

  it('gives NaN for an unknown unit', () => {
    expect(toMetres(1, 'yards')).toBeNaN();
    expect(toMetres(1, 'toString')).toBeNaN();
  });
});

describe('volume conversions to cubic metres', () => {
  it('converts cubic feet at 0.0283168', () => {
    expect(cftToCbm(1)).toBeCloseTo(0.0283168, 12);
    expect(cftToCbm(100)).toBeCloseTo(2.83168, 12);
    expect(toCbm(35.3, 'cft')).toBeCloseTo(0.99958304, 12);
  });

  it('keeps cubic metres as given and gives NaN for an unknown unit', () => {
    expect(toCbm(1.75, 'cbm')).toBe(1.75);
    expect(toCbm(1, 'litres')).toBeNaN();
  });
});

describe('weight conversions to kilograms', () => {
  it('converts pounds at 0.45359237 kg', () => {
    expect(toKg(1, 'lbs')).toBeCloseTo(0.45359237, 12);
    expect(toKg(100, 'lbs')).toBeCloseTo(45.359237, 12);
  });

  it('keeps kilograms as given', () => {
    expect(toKg(12.5, 'kg')).toBe(12.5);
  });

  it('converts grams at 1/1000 kg', () => {
    expect(toKg(2500, 'g')).toBeCloseTo(2.5, 12);
  });

  it('gives NaN for an unknown unit', () => {
    expect(toKg(1, 'stone')).toBeNaN();
  });
});
