import { Grid, Stack } from '@mantine/core';
import { QuotationClientSection } from './QuotationClientSection';
import { QuotationProjectSection } from './QuotationProjectSection';
import { QuotationScheduleSection } from './QuotationScheduleSection';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { QuotationTransportSection } from './QuotationTransportSection';

/** The quotation form's cards: client and project on the left, status and dates beside them. */
export function QuotationFormLayout(props: QuotationSectionProps) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="lg">
          <QuotationClientSection {...props} />
          <QuotationProjectSection {...props} />
          <QuotationTransportSection {...props} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <QuotationScheduleSection {...props} />
      </Grid.Col>
    </Grid>
  );
}
