import { Fieldset, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled group of the contact form; a fieldset so screen readers announce the section name. */
export function ContactFormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="filled" radius="md" styles={{ legend: { fontWeight: 600 } }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}
