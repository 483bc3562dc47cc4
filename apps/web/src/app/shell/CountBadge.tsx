import { Badge } from '@mantine/core';

/** A small count pill for sidebar entries; renders nothing until a count is known. */
export function CountBadge({ count, emphasis = false }: { count: number | undefined; emphasis?: boolean }) {
  if (count === undefined) return null;
  return (
    <Badge
      size="sm"
      radius="xl"
      variant={emphasis ? 'filled' : 'light'}
      color={emphasis ? 'indigo' : 'gray'}
      miw={24}
      px={6}
    >
      {count}
    </Badge>
  );
}
