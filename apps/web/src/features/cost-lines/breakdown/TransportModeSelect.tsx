import { TRANSPORT_MODES, type TransportMode } from '@freight/domain';
import { Group, Loader, NativeSelect, Text } from '@mantine/core';

interface TransportModeSelectProps {
  value: TransportMode;
  onChange?: (mode: TransportMode) => void;
  saving?: boolean;
}

/** The quotation's transport mode on the breakdown: a select for editors, plain text for everyone else. */
export function TransportModeSelect({ value, onChange, saving }: TransportModeSelectProps) {
  if (!onChange) {
    return (
      <Text size="sm">
        Transport mode: <b>{value}</b>
      </Text>
    );
  }
  return (
    <Group gap="xs" align="end" wrap="nowrap">
      <NativeSelect
        label="Transport mode"
        data={[...TRANSPORT_MODES]}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as TransportMode)}
        w={180}
      />
      {saving && <Loader size="xs" mb={10} aria-label="Saving the transport mode" />}
    </Group>
  );
}
