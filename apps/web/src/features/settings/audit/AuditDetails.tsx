import { auditValueText } from '@freight/domain';
import { Stack, Text } from '@mantine/core';

interface AuditDetailsProps {
  details: Record<string, unknown>;
}

type Changes = Record<string, { old?: unknown; new?: unknown } | unknown>;

const isChange = (value: unknown): value is { old?: unknown; new?: unknown } =>
  typeof value === 'object' && value !== null && ('old' in value || 'new' in value);

const label = (key: string) => key.replaceAll('_', ' ');

/** An audit row's details as people read them: each changed field as 'field: old → new', then the rest. */
export function AuditDetails({ details }: AuditDetailsProps) {
  const { changes, ...rest } = details as { changes?: Changes };
  const lines: string[] = [];
  if (changes && typeof changes === 'object') {
    for (const [field, change] of Object.entries(changes)) {
      lines.push(
        isChange(change)
          ? `${label(field)}: ${auditValueText(change.old)} → ${auditValueText(change.new)}`
          : `${label(field)}: ${auditValueText(change)}`,
      );
    }
  } else if (typeof changes === 'string') {
    lines.push(`changes: ${changes}`);
  }
  for (const [key, value] of Object.entries(rest)) {
    lines.push(`${label(key)}: ${auditValueText(value)}`);
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
