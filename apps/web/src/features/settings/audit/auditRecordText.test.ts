import { unnamedEntityLabel } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import de from '../../../shared/i18n/catalogs/de.json';
import en from '../../../shared/i18n/catalogs/en.json';
import { translate } from '../../../shared/i18n/useT';
import { speak } from '../../../test/speak';
import { auditRecordText } from './auditRecordText';

const unnamed = (type: string, id: number) => ({
  entity_type: type,
  entity_id: id,
  entity_label: unnamedEntityLabel(type, id),
});

describe('the record an audit row is about', () => {
  it("words a record the server could not name in the reader's language, by its kind and id", () => {
    speak('de', de);
    expect(auditRecordText(translate, unnamed('invoice', 2))).toEqual({ text: 'Rechnung 2', named: false });
    expect(auditRecordText(translate, unnamed('supplier_invoice', 7)).text).toBe('Eingangsrechnung 7');
    expect(auditRecordText(translate, unnamed('user', 1)).text).toBe('Benutzer 1');
  });

  it("reads in English as the server writes it, and keeps a record's own name as it is", () => {
    speak('en', en);
    expect(auditRecordText(translate, unnamed('invoice', 2)).text).toBe(unnamedEntityLabel('invoice', 2));
    expect(auditRecordText(translate, unnamed('api_token', 3)).text).toBe('API token 3');
    speak('de', de);
    const named = { entity_type: 'quotation', entity_id: 12, entity_label: 'Q-2026-00012' };
    expect(auditRecordText(translate, named)).toEqual({ text: 'Q-2026-00012', named: true });
    // A kind this version does not know keeps the server's words.
    expect(auditRecordText(translate, unnamed('pallet', 4)).text).toBe('Pallet 4');
    expect(auditRecordText(translate, { entity_type: null, entity_id: null, entity_label: null }).text).toBe(
      '—',
    );
  });
});
