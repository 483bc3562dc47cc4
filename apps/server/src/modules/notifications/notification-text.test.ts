import { DECLINE_REASONS } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

const stored = { title: 'stored', body: 'stored' };

describe("a notification's values in the reader's language", () => {
  it("words the client's decline reason, each of the quote page's choices", () => {
    const declined = (language: string, reason: string) =>
      notificationText(language, 'notification.quoteDeclined', { number: 'SQ00042', reason }, stored).body;
    expect(declined('de', 'Transit time')).toBe(
      'Der Kunde hat es über den Angebotslink abgelehnt (Transitzeit).',
    );
    expect(declined('ja', 'Went with a competitor')).toBe('顧客が見積リンクから辞退しました（他社に決定）。');
    for (const reason of DECLINE_REASONS) expect(declined('fr', reason), reason).not.toContain(reason);
    expect(declined('en', 'Transit time')).toBe(
      'The client declined it through the quote link (Transit time).',
    );
  });

  it("names a late default milestone in the reader's language and the company's own as written", () => {
    const late = (milestone: string) =>
      notificationText(
        'de',
        'notification.milestoneLate',
        { shipment: 'SH-2026-00042', milestone, client: 'Ñandú' },
        stored,
      ).title;
    expect(late('Vessel arrived')).toBe('SH-2026-00042: Schiff angekommen ist verspätet');
    expect(late('Zollfreigabe Hamburg')).toBe('SH-2026-00042: Zollfreigabe Hamburg ist verspätet');
  });
});
