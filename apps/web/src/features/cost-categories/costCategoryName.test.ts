import { costCategoryLabel, FALLBACK_COST_CATEGORIES } from '@freight/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import de from '../../shared/i18n/catalogs/de.json';
import en from '../../shared/i18n/catalogs/en.json';
import ja from '../../shared/i18n/catalogs/ja.json';
import { speak } from '../../test/speak';
import { costCategoryName, DEFAULT_CATEGORY_MESSAGES, isDefaultCategoryName } from './costCategoryName';

beforeEach(() => speak('en', en));

describe('a cost category’s name', () => {
  it('has a message for each default category, whose English is the name English desks saw before', () => {
    expect(Object.keys(DEFAULT_CATEGORY_MESSAGES)).toEqual([...FALLBACK_COST_CATEGORIES]);
    for (const key of FALLBACK_COST_CATEGORIES) expect(costCategoryName(key)).toBe(costCategoryLabel(key));
  });

  it('is the reader’s language for a default category still under its key', () => {
    speak('de', de);
    expect(costCategoryName('ocean-freight')).toBe('Seefracht');
    expect(costCategoryName('customs')).toBe('Zoll');
    speak('ja', ja);
    expect(costCategoryName('port-charges')).toBe('港湾諸費用');
  });

  it('is the desk’s own words once renamed, and for a category the desk added', () => {
    speak('de', de);
    for (const typed of ['Customs', 'Zoll und Steuern', 'Flete marítimo', 'toString', 'constructor']) {
      expect(isDefaultCategoryName(typed), typed).toBe(false);
      expect(costCategoryName(typed)).toBe(costCategoryLabel(typed));
    }
    expect(costCategoryName('Customs clearance')).toBe('Customs clearance');
  });
});
