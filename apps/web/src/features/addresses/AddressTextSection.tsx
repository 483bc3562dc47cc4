import { Grid, type GridColProps, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { type AddressCountryHint, type AddressWords, addressWords } from './addressCountryHints';
import { type AddressTextField, addressTextProps } from './addressTextProps';

/** One text field of an address card: which field, how wide, and what the browser may fill in. */
interface AddressTextFieldSpec {
  field: AddressTextField;
  /** Columns of twelve; half the row on a tablet and up, the whole row on a phone, unless given. */
  span?: GridColProps['span'];
  type?: 'tel' | 'email';
  required?: boolean;
  /** Required or not, and the line under the field, by the country typed (province, postcode). */
  byCountry?: (country: string, words: AddressWords) => AddressCountryHint;
  autoComplete?: string;
  placeholder?: MessageId;
}

/** An address form card made of text fields (see `addressTextSections`). */
export interface AddressTextSectionSpec {
  title: MessageId;
  description: MessageId;
  icon: ReactNode;
  fields: readonly AddressTextFieldSpec[];
  /** An input that is not typed text, placed before the fields (half a row). */
  lead?: (props: AddressFieldsProps) => ReactNode;
}

const HALF: GridColProps['span'] = { base: 12, sm: 6 };

/** An address card laid out from its spec: the titled section and its fields in a grid. */
export function AddressTextSection({
  section,
  ...props
}: AddressFieldsProps & { section: AddressTextSectionSpec }) {
  const t = useT();
  return (
    <FormSection fill title={t(section.title)} description={t(section.description)} icon={section.icon}>
      <Grid columnGap="md" rowGap="sm">
        {section.lead && <Grid.Col span={HALF}>{section.lead(props)}</Grid.Col>}
        {section.fields.map((spec) => {
          const hint = spec.byCountry?.(props.values.country, addressWords());
          return (
            <Grid.Col key={spec.field} span={spec.span ?? HALF}>
              <TextInput
                type={spec.type}
                withAsterisk={hint ? hint.required : spec.required}
                description={hint?.description}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                autoComplete={spec.autoComplete}
                placeholder={spec.placeholder && t(spec.placeholder)}
                {...addressTextProps(props, spec.field)}
              />
            </Grid.Col>
          );
        })}
      </Grid>
    </FormSection>
  );
}
