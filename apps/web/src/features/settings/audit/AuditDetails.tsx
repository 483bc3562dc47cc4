import {
  auditValueText,
  humanizeName,
  normalizeQuotationStatus,
  QUOTATION_STATUS_LABELS,
} from '@freight/domain';
import { Stack, Text } from '@mantine/core';

interface AuditDetailsProps {
  details: Record<string, unknown>;
}

type Changes = Record<string, { old?: unknown; new?: unknown } | unknown>;

const isChange = (value: unknown): value is { old?: unknown; new?: unknown } =>
  typeof value === 'object' && value !== null && ('old' in value || 'new' in value);

const label = humanizeName;

/**
 * A stored value as people read it: a status as its label ('On Client Review'), a nested record as 'Label:
 * value' pairs, never JSON.
 */
function valueText(key: string, value: unknown): string {
  const status = key === 'status' && typeof value === 'string' ? normalizeQuotationStatus(value) : null;
  if (status) return QUOTATION_STATUS_LABELS[status];
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const pairs = Object.entries(value).map(([k, v]) => `${label(k)}: ${valueText(k, v)}`);
    return pairs.length > 0 ? pairs.join(', ') : '(none)';
  }
  return auditValueText(value);
}

/** An audit row's details as people read them: each changed field as 'field: old → new', then the rest. */
export function AuditDetails({ details }: AuditDetailsProps) {
  const { changes, ...rest } = details as { changes?: Changes };
  const lines: string[] = [];
  if (changes && typeof changes === 'object') {
    for (const [field, change] of Object.entries(changes)) {
      lines.push(
        isChange(change)
          ? `${label(field)}: ${valueText(field, change.old)} → ${valueText(field, change.new)}`
          : `${label(field)}: ${valueText(field, change)}`,
      );
    }
  } else if (typeof changes === 'string') {
    lines.push(`changes: ${changes}`);
  }
  for (const [key, value] of Object.entries(rest)) {
    lines.push(`${label(key)}: ${valueText(key, value)}`);
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
