import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconArrowsDiff, IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../shared/i18n/useT';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { AddressSpecificationSummary } from './AddressSpecificationSummary';
import { AddressSpecificationsDialog } from './AddressSpecificationsDialog';
import { addressFieldLabels } from './addressFieldLabels';
import { ADDRESS_SPEC_FIELDS } from './addressSpecFields';

interface AddressSpecificationsCardProps extends AddressFieldsProps {
  destination: boolean;
}

/**
 * The delivery specifications at a glance, and the button that opens the dialog to edit them. A conflict on
 * a field of the dialog is announced here, where the user can see it, and settled inside the dialog.
 */
export function AddressSpecificationsCard({ destination, ...props }: AddressSpecificationsCardProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const conflicted = ADDRESS_SPEC_FIELDS.filter((field) => props.conflictAt?.(field));
  return (
    <FormSection
      title={t('addresses.sectionSpecifications')}
      description={
        destination
          ? t('addresses.sectionSpecificationsDestination')
          : t('addresses.sectionSpecificationsOrigin')
      }
      icon={<IconChecklist size={18} />}
    >
      <Stack gap="sm">
        {conflicted.length > 0 && !open && (
          <Alert
            color="orange"
            variant="light"
            p="sm"
            icon={<IconArrowsDiff size={18} />}
            title={t('addresses.changedMeanwhile')}
            data-field-conflict
          >
            <Text size="sm">
              {t('addresses.chooseBetween', {
                fields: conflicted.map((field) => t(addressFieldLabels[field])).join(', '),
              })}
            </Text>
            <Button size="xs" color="orange" mt="xs" onClick={() => setOpen(true)}>
              {t('addresses.chooseInSpecifications')}
            </Button>
          </Alert>
        )}
        <AddressSpecificationSummary values={props.values} errors={props.errors} destination={destination} />
        <Button
          variant="light"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={() => setOpen(true)}
          fullWidth
          // A long title in a long language wraps in the narrow card instead of being cut.
          styles={{
            root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
            label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' },
          }}
        >
          {t('addresses.specificationsTitle')}
        </Button>
      </Stack>
      <AddressSpecificationsDialog
        {...props}
        destination={destination}
        opened={open}
        onClose={() => setOpen(false)}
      />
    </FormSection>
  );
}
