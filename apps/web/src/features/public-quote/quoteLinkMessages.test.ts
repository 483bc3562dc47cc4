import { QUOTE_ANSWER_MESSAGES, REVISION_MESSAGES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import de from '../../shared/i18n/catalogs/de.json';
import en from '../../shared/i18n/catalogs/en.json';
import es from '../../shared/i18n/catalogs/es.json';
import { speak } from '../../test/speak';
import { QUOTE_LINK_MESSAGE_IDS, translateQuoteLinkMessage } from './quoteLinkMessages';

describe("the server's sentences of an acceptance link on the client's page", () => {
  it('each has a message whose English is the domain text itself', () => {
    const { nameRequired, termsRequired, reasonRequired, ...linkMessages } = QUOTE_ANSWER_MESSAGES;
    for (const message of Object.values(linkMessages)) {
      const id = QUOTE_LINK_MESSAGE_IDS[message];
      expect(id, message).toBeDefined();
      expect(en[id as keyof typeof en]).toBe(message);
    }
  });

  it('reads the expired and superseded answers in Spanish, naming the newer revision', () => {
    speak('es', es);
    expect(translateQuoteLinkMessage(QUOTE_ANSWER_MESSAGES.linkExpired)).toBe(
      'Esta cotización ha caducado. Contáctenos para recibir una oferta actualizada.',
    );
    expect(translateQuoteLinkMessage(REVISION_MESSAGES.linkSuperseded('Q-2026-0042 rev. 3'))).toBe(
      'Esta cotización ha sido sustituida por una revisión más reciente (Q-2026-0042 rev. 3). Use el enlace de nuestro último correo.',
    );
  });

  it('keeps a sentence it does not know as the server wrote it', () => {
    speak('de', de);
    expect(translateQuoteLinkMessage('Gracias, Fátima')).toBe('Gracias, Fátima');
  });
});
