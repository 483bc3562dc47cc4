import { laneSearchKind, TRANSPORT_MODES } from '@freight/domain';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { TRANSPORT_MODE_MESSAGES } from '../../../shared/i18n/domainLabels';
import { useT } from '../../../shared/i18n/useT';
import { LocationPicker } from '../../locations/LocationPicker';
import { QuotationContainersField } from './QuotationContainersField';
import { QuotationIncotermFields } from './QuotationIncotermFields';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { quotationChoiceProps, quotationInputProps } from './quotationInputProps';

/** Transport (docs/api.md): the mode, the lane's airport or port codes, and a Sea FCL quotation's containers. */
export function QuotationTransportFields(props: QuotationSectionProps) {
  const t = useT();
  const { values, onChange } = props;
  const modes = TRANSPORT_MODES.map((value) => ({ value, label: t(TRANSPORT_MODE_MESSAGES[value]) }));
  return (
    // Every transport field is part of the offer: an accepted quote's are disabled together, pickers included.
    <fieldset disabled={props.offerLocked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select {...quotationChoiceProps(props, 'transport_mode', modes)} />
          <LocationPicker
            {...quotationInputProps(props, 'origin_code')}
            kind={laneSearchKind(values.transport_mode)}
            value={values.origin_code}
            onChange={(code) => onChange({ origin_code: code }, 'now')}
          />
          <LocationPicker
            {...quotationInputProps(props, 'destination_code')}
            kind={laneSearchKind(values.transport_mode)}
            value={values.destination_code}
            onChange={(code) => onChange({ destination_code: code }, 'now')}
          />
        </SimpleGrid>
        <QuotationIncotermFields {...props} />
        {values.transport_mode === 'Sea FCL' && (
          <QuotationContainersField
            containers={values.containers}
            error={props.errors.containers}
            onChange={(containers) => onChange({ containers }, 'now')}
          />
        )}
      </Stack>
    </fieldset>
  );
}
