import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useT } from '../i18n/useT';

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
  const t = useT();
  const label = !filtered
    ? t('list.exportAll')
    : count === undefined
      ? t('list.exportFiltered')
      : t('list.exportFilteredCount', { count });
  return (
    <Button component="a" href={href} download variant="default" leftSection={<IconDownload size={16} />}>
      {label}
    </Button>
  );
}
