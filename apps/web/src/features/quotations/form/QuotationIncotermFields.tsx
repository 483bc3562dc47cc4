import { INCOTERM_PLACE_MAX, type Incoterm, incotermModeProblem, incotermsForMode } from '@freight/domain';
import { Grid, Select, TextInput } from '@mantine/core';
import { incotermName } from '../../../shared/i18n/incotermMessages';
import { useT } from '../../../shared/i18n/useT';
import { incotermProblemMessage } from './incotermProblemMessage';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { quotationInputProps } from './quotationInputProps';

/**
 * The Incoterms 2020 rule, offered for the chosen transport mode only (no FOB for Air), and its named place
 * (a port code or an address, typed). A term the mode no longer allows stays shown, with the reason under it,
 * until the user picks another.
 */
export function QuotationIncotermFields(props: QuotationSectionProps) {
  const t = useT();
  const { values, onChange } = props;
  const offered = incotermsForMode(values.transport_mode);
  const current = values.incoterm;
  const terms = current && !offered.includes(current) ? [current, ...offered] : offered;
  const inputProps = quotationInputProps(props, 'incoterm');
  const mismatch = incotermProblemMessage(incotermModeProblem(current, values.transport_mode), t);
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          {...inputProps}
          error={incotermProblemMessage(inputProps.error ?? null, t) ?? mismatch}
          description={t('quotations.incotermsEdition')}
          placeholder={t('quotations.noIncoterm')}
          data={terms.map((term) => ({ value: term, label: incotermName(term, t) }))}
          clearable
          value={current}
          onChange={(value) => onChange({ incoterm: (value as Incoterm | null) ?? null }, 'now')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          {...quotationInputProps(props, 'incoterm_place')}
          description={t('quotations.incotermPlaceDescription')}
          placeholder={t('quotations.incotermPlacePlaceholder')}
          maxLength={INCOTERM_PLACE_MAX}
          value={values.incoterm_place}
          onChange={(e) => onChange({ incoterm_place: e.currentTarget.value }, 'quiet')}
        />
      </Grid.Col>
    </Grid>
  );
}
