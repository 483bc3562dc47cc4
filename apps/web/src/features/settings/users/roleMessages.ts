import type { UserRole } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';

/** Each role as the domain names it (`roleLabel`: Administrator, User), as a message. */
export const ROLE_MESSAGES: Record<UserRole, MessageId> = {
  admin: 'users.roleAdministrator',
  user: 'users.roleUser',
};
