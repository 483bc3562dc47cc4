import { TextInput } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { addressTextProps } from './addressTextProps';

/** The company or tax registration number customs may ask for. */
export function AddressRegistrationSection(props: AddressFieldsProps) {
  const t = useT();
  return (
    <FormSection
      title={t('addresses.sectionRegistration')}
      description={t('addresses.sectionRegistrationText')}
      icon={<IconId size={18} />}
    >
      <TextInput {...addressTextProps(props, 'registration_number')} />
    </FormSection>
  );
}
