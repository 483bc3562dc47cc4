import { describe, expect, it } from 'vitest';
import { SETTING_MESSAGES } from './setting';
import { inferSettingType, readSettingValue, settingText, settingValueProblem } from './setting-values';

describe('writing a setting infers its type from the value', () => {
  it.each([
    [true, 'boolean', 'true'],
    [false, 'boolean', 'false'],
    [25, 'number', '25'],
    [-1.5, 'number', '-1.5'],
    [['a', 1], 'array', '["a",1]'],
    [{ a: 1 }, 'json', '{"a":1}'],
    ['dark', 'string', 'dark'],
    ['25', 'string', '25'],
  ] as const)('%j is stored as %s %s', (value, type, text) => {
    expect(inferSettingType(value)).toBe(type);
    expect(settingText(value)).toBe(text);
  });
});

describe('reading a setting converts it by type', () => {
  it('a boolean is true only for "true"', () => {
    expect(readSettingValue('boolean', 'true')).toBe(true);
    for (const text of ['false', 'TRUE', '1', 'yes', ''])
      expect(readSettingValue('boolean', text)).toBe(false);
  });
  it('a number is numeric, else the default', () => {
    expect(readSettingValue('number', '25')).toBe(25);
    expect(readSettingValue('number', '2.5')).toBe(2.5);
    expect(readSettingValue('number', 'many', 10)).toBe(10);
    expect(readSettingValue('number', '', 10)).toBe(10);
  });
  it('json and array are parsed, falling back to the default when they do not parse', () => {
    expect(readSettingValue('json', '{"a":[1]}')).toEqual({ a: [1] });
    expect(readSettingValue('json', '{broken', { x: 1 })).toEqual({ x: 1 });
    expect(readSettingValue('array', '["a","b"]')).toEqual(['a', 'b']);
    expect(readSettingValue('array', 'a,b', [])).toEqual([]);
    expect(readSettingValue('array', '{"a":1}', [])).toEqual([]);
  });
  it('a string is the text', () => {
    expect(readSettingValue('string', ' dark ')).toBe(' dark ');
  });
});

describe('a value must fit the type it is stored as', () => {
  it.each([
    ['number', '12', undefined],
    ['number', 'twelve', SETTING_MESSAGES.notANumber],
    ['number', ' ', SETTING_MESSAGES.notANumber],
    ['boolean', 'false', undefined],
    ['boolean', 'yes', SETTING_MESSAGES.notABoolean],
    ['json', '{"a":1}', undefined],
    ['json', '{a:1}', SETTING_MESSAGES.notJson],
    ['array', '[1]', undefined],
    ['array', '{"a":1}', SETTING_MESSAGES.notAnArray],
    ['string', 'anything', undefined],
  ] as const)('%s %j: %s', (type, text, problem) => {
    expect(settingValueProblem(type, text)).toBe(problem);
  });
});
