import { TRANSPORT_MODE_MESSAGES } from '../../../shared/i18n/domainLabels';
import type { Translate } from '../../../shared/i18n/useT';

const SEA_ONLY = /^([A-Z]{3}) is for sea transport only: choose ([A-Z]{3}) for (.+)$/;

/**
 * The domain's refusal of a sea-only rule for another mode ('FOB is for sea transport only: choose FCA for
 * Air', from `incotermModeProblem`) worded again in the reader's language from its parts.
 */
export function incotermProblemMessage(problem: string | null, t: Translate): string | null {
  const parts = problem ? SEA_ONLY.exec(problem) : null;
  if (!parts) return problem;
  const [, term, counterpart, mode] = parts;
  const modeMessage = TRANSPORT_MODE_MESSAGES[mode as keyof typeof TRANSPORT_MODE_MESSAGES];
  return t('incoterm.seaOnlyChoose', { term, counterpart, mode: modeMessage ? t(modeMessage) : mode });
}
