import { type LegAnchor, MILESTONE_MODES, type MilestoneMode, type ShipmentStatus } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';
import type { Translate } from '../../../shared/i18n/useT';
import { translateValidation } from '../../../shared/i18n/validationMessages';

// The domain names a mode and a status in English for the API's messages (packages/domain/src/shipments); the
// templates card draws them, and the legs, in the reader's language. ETD, ETA, ATD and ATA are the trade's own
// abbreviations in every language.

/** Each transport mode, as a message. */
export const MODE_MESSAGES: Record<MilestoneMode, MessageId> = {
  sea: 'milestoneTemplates.modeSea',
  air: 'milestoneTemplates.modeAir',
  road: 'milestoneTemplates.modeRoad',
  rail: 'milestoneTemplates.modeRail',
};

/** Each leg a planned time can follow, as a message. */
export const LEG_MESSAGES: Record<LegAnchor, MessageId> = {
  first: 'milestoneTemplates.legFirst',
  main: 'milestoneTemplates.legMain',
  last: 'milestoneTemplates.legLast',
};

/** The statuses a step can move a shipment to, as messages. */
export const MOVES_TO_MESSAGES: Record<Exclude<ShipmentStatus, 'Booked' | 'Cancelled'>, MessageId> = {
  InTransit: 'milestoneTemplates.statusInTransit',
  Arrived: 'milestoneTemplates.statusArrived',
  Delivered: 'milestoneTemplates.statusDelivered',
  Closed: 'milestoneTemplates.statusClosed',
};

const isMode = (value: unknown): value is MilestoneMode =>
  (MILESTONE_MODES as readonly unknown[]).includes(value);

/**
 * A refused template field in the reader's language. The domain names the mode in English inside two of its
 * sentences ('Code "booked" is used twice in Road', 'Sea needs at least one milestone'); the issue's path
 * ('templates', mode, row, field) says which mode, so the sentence is worded again with the mode's message.
 */
export function milestoneIssueMessage(issue: { path: PropertyKey[]; message: string }, t: Translate): string {
  const mode = issue.path[1];
  if (!isMode(mode)) return translateValidation(issue.message);
  const modeName = t(MODE_MESSAGES[mode]);
  const twice = /^Code "(.*)" is used twice in /.exec(issue.message);
  if (twice) return t('validation.milestoneCodeTwice', { code: twice[1], mode: modeName });
  if (issue.path.length === 2 && issue.message.endsWith(' needs at least one milestone')) {
    return t('validation.milestonesRequired', { mode: modeName });
  }
  return translateValidation(issue.message);
}
