import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The bordered section a quotation's list of lines sits in, named for screen readers (`label`). */
export function LinesCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="xs" component="section" aria-label={label} style={{ overflow: 'hidden' }}>
      {children}
    </Paper>
  );
}
