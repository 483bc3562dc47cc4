import {
  type DiffValue,
  type LineChange,
  normalizeQuotationStatus,
  QUOTATION_STATUS_LABELS,
  type RevisionDiff,
  type RevisionFieldChange,
} from '@freight/domain';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';

const CHANGE_LOOK = {
  added: { color: 'green', text: '+ Added' },
  removed: { color: 'red', text: '− Removed' },
  changed: { color: 'blue', text: '~ Changed' },
} as const;

function shown(field: string, value: DiffValue): string {
  if (value === null || value === '') return '—';
  const status = field === 'status' ? normalizeQuotationStatus(value) : null;
  if (status) return QUOTATION_STATUS_LABELS[status];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** Old and new value of each field, side by side; the old one struck through, so it reads without colour. */
function FieldTable({ changes }: { changes: RevisionFieldChange[] }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing={4} fz="sm" withRowBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="30%">Field</Table.Th>
            <Table.Th w="35%">Old</Table.Th>
            <Table.Th w="35%">New</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.field} data-testid="diff-field">
              <Table.Td fw={500}>{c.label}</Table.Td>
              <Table.Td c="red.8" td={c.old === null ? undefined : 'line-through'}>
                {shown(c.field, c.old)}
              </Table.Td>
              <Table.Td c="green.9" fw={500}>
                {shown(c.field, c.new)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Lines({ title, lines }: { title: string; lines: LineChange[] }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="sm">
        {title}
      </Title>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          No changes
        </Text>
      )}
      {lines.map((line) => {
        const look = CHANGE_LOOK[line.change];
        return (
          <Paper
            key={line.line_key}
            withBorder
            p="sm"
            radius="md"
            data-testid="diff-line"
            data-change={line.change}
          >
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                <Badge color={look.color} variant="light" radius="sm" tt="none" mr="xs">
                  {look.text}
                </Badge>
                {line.label || '(no name)'}
              </Text>
              {line.fields.length > 0 && <FieldTable changes={line.fields} />}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** What changed between two revisions: the quotation's fields, then the cargo and cost lines. */
export function RevisionDiffView({ diff }: { diff: RevisionDiff }) {
  const nothing = diff.fields.length === 0 && diff.cargo.length === 0 && diff.costs.length === 0;
  if (nothing) {
    return (
      <Text size="sm" c="dimmed">
        No differences between these revisions.
      </Text>
    );
  }
  return (
    <Stack gap="lg" data-testid="revision-diff">
      <Stack gap="xs" component="section" aria-label="Quotation fields">
        <Title order={3} fz="sm">
          Quotation fields
        </Title>
        {diff.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            No changes
          </Text>
        ) : (
          <FieldTable changes={diff.fields} />
        )}
      </Stack>
      <Lines title="Cargo lines" lines={diff.cargo} />
      <Lines title="Cost lines" lines={diff.costs} />
    </Stack>
  );
}
