import { SUBSCRIPTION_MESSAGES, TRACKING_MESSAGES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/ApiError';
import en from '../../shared/i18n/catalogs/en.json';
import fr from '../../shared/i18n/catalogs/fr.json';
import zh from '../../shared/i18n/catalogs/zh.json';
import { speak } from '../../test/speak';
import { trackingErrorMessage } from './trackingErrorMessage';
import {
  TRACKING_LINK_MESSAGE_IDS,
  trackingMilestoneLabel,
  translateTrackingMessage,
} from './trackingLinkMessages';

describe("the server's sentences of a tracking link on the customer's page", () => {
  it('each has a message whose English is the domain text itself', () => {
    const { milestonesUnknown, ...customer } = SUBSCRIPTION_MESSAGES;
    for (const message of [...Object.values(TRACKING_MESSAGES), ...Object.values(customer)]) {
      const id = TRACKING_LINK_MESSAGE_IDS[message];
      expect(id, message).toBeDefined();
      expect(en[id as keyof typeof en]).toBe(message);
    }
    // The sentence naming the shipment's missing milestones is read back into its codes and worded again.
    speak('en', en);
    expect(translateTrackingMessage(milestonesUnknown(['gate_in', 'teleported']))).toBe(
      milestonesUnknown(['gate_in', 'teleported']),
    );
  });

  it('reads the unknown and expired links, and the subscription answer, in French', () => {
    speak('fr', fr);
    const gone = new ApiError(404, 'NOT_FOUND', SUBSCRIPTION_MESSAGES.linkUnknown);
    expect(trackingErrorMessage(gone, 'x')).toBe(
      'Ce lien n’est pas valide ou a expiré. Demandez à nouveau les mises à jour par e-mail sur la page de suivi.',
    );
    const unknown = new ApiError(404, 'NOT_FOUND', TRACKING_MESSAGES.linkUnknown);
    expect(trackingErrorMessage(unknown, 'x')).toBe(
      'Ce lien de suivi est inconnu. Vérifiez l’adresse ou demandez un nouveau lien à votre transitaire.',
    );
    expect(translateTrackingMessage(SUBSCRIPTION_MESSAGES.accepted)).toMatch(/^Si l’adresse peut recevoir/);
    expect(translateTrackingMessage(SUBSCRIPTION_MESSAGES.emailInvalid)).toBe(
      'Saisissez une adresse e-mail valide',
    );
    expect(translateTrackingMessage(SUBSCRIPTION_MESSAGES.milestonesUnknown(['gate_in']))).toBe(
      'Cette expédition n’a pas d’étape clé gate_in',
    );
    expect(translateTrackingMessage(SUBSCRIPTION_MESSAGES.tooManyMilestones)).toBe(
      'Vous pouvez indiquer au plus 50 étapes clés',
    );
  });

  it("names a default template's milestone in Chinese and keeps the company's own name as written", () => {
    speak('zh', zh);
    expect(trackingMilestoneLabel('Vessel departed')).toBe('船舶已离港');
    expect(trackingMilestoneLabel('Zollfreigabe Hamburg')).toBe('Zollfreigabe Hamburg');
    speak('en', en);
    expect(trackingMilestoneLabel('Vessel departed')).toBe('Vessel departed');
  });
});
