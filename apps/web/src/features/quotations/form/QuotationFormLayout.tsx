import { Grid, Stack } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { FormSection } from '../../../shared/ui/FormSection';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { QUOTATION_MAIN_CARDS, QUOTATION_SCHEDULE_CARD, type QuotationFormCard } from './quotationFormCards';

/** The quotation form's cards: client, project and transport on the left, status and dates beside them. */
export function QuotationFormLayout(props: QuotationSectionProps) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="lg">
          {QUOTATION_MAIN_CARDS.map((card) => (
            <QuotationCard key={card.title} card={card} {...props} />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <QuotationCard card={QUOTATION_SCHEDULE_CARD} {...props} />
      </Grid.Col>
    </Grid>
  );
}

function QuotationCard({ card, ...props }: QuotationSectionProps & { card: QuotationFormCard }) {
  // Reading the language here re-renders the fields too, whose labels follow it (quotationInputProps).
  const t = useT();
  const { Fields } = card;
  return (
    <FormSection title={t(card.title)} description={t(card.description)} icon={card.icon}>
      <Fields {...props} />
    </FormSection>
  );
}
