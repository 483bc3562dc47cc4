import type { ContactStatus } from '@freight/domain';
import { Badge } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { CONTACT_STATUS_MESSAGES } from '../contactStatusMessages';

const COLORS: Record<ContactStatus, string> = { Active: 'teal', Inactive: 'gray', Pending: 'yellow' };

/** A contact's status; 'Unknown' when the record has none. */
export function ContactStatusBadge({ status }: { status: ContactStatus | '' | null | undefined }) {
  const t = useT();
  if (!status || !(status in COLORS)) {
    return (
      <Badge variant="outline" color="gray" radius="sm">
        {t('contacts.statusUnknown')}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={COLORS[status]} radius="sm">
      {t(CONTACT_STATUS_MESSAGES[status])}
    </Badge>
  );
}
