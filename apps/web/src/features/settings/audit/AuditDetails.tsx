import { normalizeQuotationStatus } from '@freight/domain';
import { Stack, Text } from '@mantine/core';
import { type StoredValueWords, storedValueText } from '../../../shared/format/storedValueText';
import { QUOTATION_STATUS_MESSAGES } from '../../../shared/i18n/domainLabels';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { auditDetailKey } from './auditDetailKeys';

interface AuditDetailsProps {
  details: Record<string, unknown>;
}

type Changes = Record<string, { old?: unknown; new?: unknown } | unknown>;

const isChange = (value: unknown): value is { old?: unknown; new?: unknown } =>
  typeof value === 'object' && value !== null && ('old' in value || 'new' in value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored value as people read it: a status as its label ('On Client Review'), a nested record as 'Label:
 * value' pairs, never JSON; yes/no, numbers and dates in the reader's language and date preferences.
 */
function valueText(words: StoredValueWords, key: string, value: unknown): string {
  const { t } = words;
  const status = key === 'status' && typeof value === 'string' ? normalizeQuotationStatus(value) : null;
  if (status) return t(QUOTATION_STATUS_MESSAGES[status]);
  // A list of records: each as its pairs, apart from the next.
  if (Array.isArray(value) && value.some(isRecord))
    return value.map((item) => valueText(words, key, item)).join('; ');
  if (isRecord(value)) {
    const pairs = Object.entries(value).map(([k, v]) =>
      t('audit.fieldValue', { field: auditDetailKey(t, k), value: valueText(words, k, v) }),
    );
    return pairs.length > 0 ? pairs.join(', ') : t('audit.noneRecorded');
  }
  return storedValueText(key, value, words);
}

/** An audit row's details as people read them: each changed field as 'field: old → new', then the rest. */
export function AuditDetails({ details }: AuditDetailsProps) {
  const t = useT();
  const words = { t, dates: useDateFormat() };
  const { changes, ...rest } = details as { changes?: Changes };
  const lines: string[] = [];
  if (changes && typeof changes === 'object') {
    for (const [field, change] of Object.entries(changes)) {
      lines.push(
        isChange(change)
          ? t('audit.fieldChange', {
              field: auditDetailKey(t, field),
              old: valueText(words, field, change.old),
              new: valueText(words, field, change.new),
            })
          : t('audit.fieldValue', {
              field: auditDetailKey(t, field),
              value: valueText(words, field, change),
            }),
      );
    }
  } else if (typeof changes === 'string') {
    lines.push(t('audit.fieldValue', { field: 'changes', value: changes }));
  }
  for (const [key, value] of Object.entries(rest)) {
    lines.push(t('audit.fieldValue', { field: auditDetailKey(t, key), value: valueText(words, key, value) }));
  }
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}
