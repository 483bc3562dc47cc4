import type { ContactStatus } from '@freight/domain';
import { Badge } from '@mantine/core';

const COLORS: Record<ContactStatus, string> = { Active: 'teal', Inactive: 'gray', Pending: 'yellow' };

/** A contact's status; 'Unknown' when the record has none. */
export function ContactStatusBadge({ status }: { status: ContactStatus | '' | null | undefined }) {
  if (!status || !(status in COLORS)) {
    return (
      <Badge variant="outline" color="gray" radius="sm">
        Unknown
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={COLORS[status]} radius="sm">
      {status}
    </Badge>
  );
}
