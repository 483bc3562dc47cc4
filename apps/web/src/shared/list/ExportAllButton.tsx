import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

interface ExportAllButtonProps {
  /** The export URL: the CSV of every row the current filters and search match, not only the shown page. */
  href: string;
  /** Filters or a search are on, so the file holds only the rows they match: the label says so. */
  filtered?: boolean;
  /** How many rows match, when known: the filtered label counts them. */
  count?: number;
}

/**
 * A list's CSV export. With no filter it is 'Export All'; with filters it exports what they match and says so
 * ('Export 2 filtered rows'), so nobody takes a filtered file for the whole list.
 */
export function ExportAllButton({ href, filtered = false, count }: ExportAllButtonProps) {
  const label = !filtered
    ? 'Export All'
    : count === undefined
      ? 'Export filtered rows'
      : `Export ${count} filtered ${count === 1 ? 'row' : 'rows'}`;
  return (
    <Button component="a" href={href} download variant="default" leftSection={<IconDownload size={16} />}>
      {label}
    </Button>
  );
}
