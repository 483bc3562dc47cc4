import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** A list's Export All: downloads the CSV of every row the current filters match (`href`, the export URL). */
export function ExportAllButton({ href }: { href: string }) {
  return (
    <Button component="a" href={href} download variant="default" leftSection={<IconDownload size={16} />}>
      Export All
    </Button>
  );
}
