import type { MessageId } from '../../../shared/i18n/i18n';

/** A team's fields as its forms label them: the messages that name a field and the conflict notice use them. */
export const TEAM_FIELD_LABELS = {
  name: 'teams.teamName',
  description: 'teams.description',
  is_active: 'teams.active',
} as const satisfies Record<string, MessageId>;
