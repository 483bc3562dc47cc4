import { TRANSPORT_MODES, type TransportMode } from '@freight/domain';
import { Group, Loader, NativeSelect, Text } from '@mantine/core';
import { TRANSPORT_MODE_MESSAGES } from '../../../shared/i18n/domainLabels';
import { useT } from '../../../shared/i18n/useT';

interface TransportModeSelectProps {
  value: TransportMode;
  onChange?: (mode: TransportMode) => void;
  saving?: boolean;
}

/** The quotation's transport mode on the breakdown: a select for editors, plain text for everyone else. */
export function TransportModeSelect({ value, onChange, saving }: TransportModeSelectProps) {
  const t = useT();
  if (!onChange) {
    return (
      <Text size="sm">
        {t('costLines.transportModeIs')} <b>{t(TRANSPORT_MODE_MESSAGES[value])}</b>
      </Text>
    );
  }
  return (
    <Group gap="xs" align="end" wrap="nowrap">
      <NativeSelect
        label={t('costLines.transportMode')}
        data={TRANSPORT_MODES.map((mode) => ({ value: mode, label: t(TRANSPORT_MODE_MESSAGES[mode]) }))}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as TransportMode)}
        w={180}
      />
      {saving && <Loader size="xs" mb={10} aria-label={t('costLines.savingTransportMode')} />}
    </Group>
  );
}
