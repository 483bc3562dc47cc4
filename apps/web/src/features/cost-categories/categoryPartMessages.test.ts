import { CATEGORY_PART_LABELS, CATEGORY_PARTS } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import de from '../../shared/i18n/catalogs/de.json';
import en from '../../shared/i18n/catalogs/en.json';
import ja from '../../shared/i18n/catalogs/ja.json';
import { CATEGORY_PART_MESSAGES } from './categoryPartMessages';

describe('the parts of the cost breakdown a category is placed in', () => {
  it('read in English as the domain names them, and in the trade words of German and Japanese', () => {
    for (const part of CATEGORY_PARTS)
      expect(en[CATEGORY_PART_MESSAGES[part]]).toBe(CATEGORY_PART_LABELS[part]);
    expect(de[CATEGORY_PART_MESSAGES.main_carriage]).toBe('Hauptlauf');
    expect(ja[CATEGORY_PART_MESSAGES.duties_taxes]).toBe('関税・諸税');
  });
});
