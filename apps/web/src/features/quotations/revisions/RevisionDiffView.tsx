import {
  type CurrencyCode,
  type DiffValue,
  type LineChange,
  normalizeQuotationStatus,
  QUOTATION_STATUS_LABELS,
  type RevisionDiff,
  type RevisionFieldChange,
} from '@freight/domain';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { money } from '../../../shared/format/money';

const CHANGE_LOOK = {
  added: { color: 'green', text: '+ Added' },
  removed: { color: 'red', text: '− Removed' },
  changed: { color: 'blue', text: '~ Changed' },
} as const;

/** Amounts in the quote's currency (a cargo line's declared and insured values have their own, so not those). */
const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'estimated_value',
  'total_declared_value',
  'total_cost',
  'unit_cost',
]);

/** The currency of each side: the quote's, or when the revision changed it, the one each side had. */
interface DiffCurrencies {
  old: CurrencyCode;
  new: CurrencyCode;
}

function shown(field: string, value: DiffValue, currency: CurrencyCode): string {
  if (value === null || value === '') return '—';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return money(value, currency);
  const status = field === 'status' ? normalizeQuotationStatus(value) : null;
  if (status) return QUOTATION_STATUS_LABELS[status];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** Old and new value of each field, side by side; the old one struck through, so it reads without colour. */
function FieldTable({ changes, currencies }: { changes: RevisionFieldChange[]; currencies: DiffCurrencies }) {
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
                {shown(c.field, c.old, currencies.old)}
              </Table.Td>
              <Table.Td c="green.9" fw={500}>
                {shown(c.field, c.new, currencies.new)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Lines({
  title,
  lines,
  currencies,
}: {
  title: string;
  lines: LineChange[];
  currencies: DiffCurrencies;
}) {
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
              {line.fields.length > 0 && <FieldTable changes={line.fields} currencies={currencies} />}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/**
 * What changed between two revisions: the quotation's fields, then the cargo and cost lines; amounts as money
 * in the quote's currency (`currency`, or each side's when the revision changed it).
 */
export function RevisionDiffView({ diff, currency }: { diff: RevisionDiff; currency: CurrencyCode }) {
  const changed = diff.fields.find((c) => c.field === 'currency');
  const currencies: DiffCurrencies = {
    old: typeof changed?.old === 'string' ? changed.old : currency,
    new: typeof changed?.new === 'string' ? changed.new : currency,
  };
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
          <FieldTable changes={diff.fields} currencies={currencies} />
        )}
      </Stack>
      <Lines title="Cargo lines" lines={diff.cargo} currencies={currencies} />
      <Lines title="Cost lines" lines={diff.costs} currencies={currencies} />
    </Stack>
  );
}
