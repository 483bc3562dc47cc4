import type { CargoLine } from '@freight/domain';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconExternalLink,
  IconMaximize,
  IconMinimize,
  IconPackage,
  IconPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { useT } from '../../../shared/i18n/useT';
import { CargoLinesEmptyState } from './CargoLinesEmptyState';
import { CargoLinesTable } from './CargoLinesTable';
import { cargoLineCounts } from './cargoLineCounts';

interface CargoLinesPanelProps {
  quotationId: number;
  items: readonly CargoLine[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  /** Absent when the user may not do it. */
  onAdd?: () => void;
  onEdit?: (item: CargoLine) => void;
  onDelete?: (item: CargoLine) => void;
}

/** Header (title, counts, Add Item, full form, fullscreen) and the items, their empty state or the failure. */
export function CargoLinesPanel(props: CargoLinesPanelProps) {
  const { quotationId, items, fullscreen, onToggleFullscreen, onAdd } = props;
  const t = useT();
  const pieces = items ? cargoLineCounts(items).pieces : 0;
  return (
    <>
      <Group justify="space-between" px="lg" py="md" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="orange" radius="md" size="lg">
            <IconPackage size={18} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="md" fw={650}>
              {t('cargoLines.shipmentItems')}
            </Title>
            {items && items.length > 0 && (
              <Text size="xs" c="dimmed">
                {t('cargoLines.counts', { lines: items.length, pieces })}
              </Text>
            )}
          </div>
        </Group>
        <Group gap="xs">
          {onAdd && (
            <Button
              component={Link}
              to={`/box-items/new?quotationId=${quotationId}`}
              variant="subtle"
              color="gray"
              size="sm"
              leftSection={<IconExternalLink size={15} />}
            >
              {t('cargoLines.fullForm')}
            </Button>
          )}
          {onAdd && (
            <Button size="sm" leftSection={<IconPlus size={16} />} onClick={onAdd}>
              {t('cargoLines.addItem')}
            </Button>
          )}
          <Tooltip label={fullscreen ? t('cargoLines.exitFullscreen') : t('cargoLines.fullscreen')} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={fullscreen ? t('cargoLines.exitFullscreen') : t('cargoLines.enterFullscreen')}
              onClick={onToggleFullscreen}
            >
              {fullscreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Divider />
      <CargoLinesContent {...props} />
    </>
  );
}

function CargoLinesContent({
  items,
  loading,
  error,
  onRetry,
  fullscreen,
  onAdd,
  onEdit,
  onDelete,
}: CargoLinesPanelProps) {
  const t = useT();
  if (loading) {
    return (
      <Center py={48} role="status" aria-label={t('cargoLines.loadingItems')}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (error || !items) {
    return (
      <Box p="lg">
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('cargoLines.loadItemsFailed')}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{apiErrorReason(error, t('common.tryAgain'))}</Text>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('cargoLines.tryAgain')}
            </Button>
          </Group>
        </Alert>
      </Box>
    );
  }
  if (items.length === 0) return <CargoLinesEmptyState onAdd={onAdd} />;
  return <CargoLinesTable items={items} fullscreen={fullscreen} onEdit={onEdit} onDelete={onDelete} />;
}
