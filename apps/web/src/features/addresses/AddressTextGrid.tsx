import { Grid, type GridColProps, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { type AddressTextField, addressTextProps } from './addressTextProps';

/** One text field of an address card: which field, how wide, and what the browser may fill in. */
export interface AddressTextFieldSpec {
  field: AddressTextField;
  /** Columns of twelve; half the row on a tablet and up, the whole row on a phone, unless given. */
  span?: GridColProps['span'];
  type?: 'tel' | 'email';
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
}

const HALF: GridColProps['span'] = { base: 12, sm: 6 };

/** An address card's text fields laid out from a list, after any other inputs (`children`, each half a row). */
export function AddressTextGrid(props: {
  fieldsProps: AddressFieldsProps;
  fields: readonly AddressTextFieldSpec[];
  children?: ReactNode;
}) {
  return (
    <Grid columnGap="md" rowGap="sm">
      {props.children && <Grid.Col span={HALF}>{props.children}</Grid.Col>}
      {props.fields.map((spec) => (
        <Grid.Col key={spec.field} span={spec.span ?? HALF}>
          <TextInput
            type={spec.type}
            withAsterisk={spec.required}
            autoComplete={spec.autoComplete}
            placeholder={spec.placeholder}
            {...addressTextProps(props.fieldsProps, spec.field)}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}
