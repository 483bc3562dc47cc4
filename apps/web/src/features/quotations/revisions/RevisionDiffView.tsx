import {
  type CurrencyCode,
  type DiffValue,
  type LineChange,
  normalizeQuotationStatus,
  type RevisionDiff,
  type RevisionFieldChange,
} from '@freight/domain';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { money } from '../../../shared/format/money';
import { type StoredValueWords, storedValueText } from '../../../shared/format/storedValueText';
import { QUOTATION_STATUS_MESSAGES } from '../../../shared/i18n/domainLabels';
import { translate, useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { type RevisionSection, revisionFieldName } from './revisionFieldMessages';

const CHANGE_LOOK = {
  added: { color: 'green', text: 'revisions.added' },
  removed: { color: 'red', text: 'revisions.removed' },
  changed: { color: 'blue', text: 'revisions.changed' },
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

/** A side's value: money in its currency, a status as its label, yes/no, numbers and dates as the reader writes them. */
function shown(field: string, value: DiffValue, currency: CurrencyCode, words: StoredValueWords): string {
  if (value === null || value === '') return '—';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return money(value, currency);
  const status = field === 'status' ? normalizeQuotationStatus(value) : null;
  if (status) return translate(QUOTATION_STATUS_MESSAGES[status]);
  if (typeof value === 'boolean') return translate(value ? 'revisions.yes' : 'revisions.no');
  return storedValueText(field, value, words);
}

/** Old and new value of each field, side by side; the old one struck through, so it reads without colour. */
function FieldTable({
  changes,
  currencies,
  section,
}: {
  changes: RevisionFieldChange[];
  currencies: DiffCurrencies;
  section: RevisionSection;
}) {
  const t = useT();
  const words = { t, dates: useDateFormat() };
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing={4} fz="sm" withRowBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="30%">{t('revisions.field')}</Table.Th>
            <Table.Th w="35%">{t('revisions.old')}</Table.Th>
            <Table.Th w="35%">{t('revisions.new')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.field} data-testid="diff-field">
              <Table.Td fw={500}>{revisionFieldName(t, section, c)}</Table.Td>
              <Table.Td c="red.8" td={c.old === null ? undefined : 'line-through'}>
                {shown(c.field, c.old, currencies.old, words)}
              </Table.Td>
              <Table.Td c="green.9" fw={500}>
                {shown(c.field, c.new, currencies.new, words)}
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
  section,
}: {
  title: string;
  lines: LineChange[];
  currencies: DiffCurrencies;
  section: RevisionSection;
}) {
  const t = useT();
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="sm">
        {title}
      </Title>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('revisions.noChanges')}
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
                  {t(look.text)}
                </Badge>
                {line.label || t('revisions.noName')}
              </Text>
              {line.fields.length > 0 && (
                <FieldTable changes={line.fields} currencies={currencies} section={section} />
              )}
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
  const t = useT();
  const changed = diff.fields.find((c) => c.field === 'currency');
  const currencies: DiffCurrencies = {
    old: typeof changed?.old === 'string' ? changed.old : currency,
    new: typeof changed?.new === 'string' ? changed.new : currency,
  };
  const nothing = diff.fields.length === 0 && diff.cargo.length === 0 && diff.costs.length === 0;
  if (nothing) {
    return (
      <Text size="sm" c="dimmed">
        {t('revisions.noDifferences')}
      </Text>
    );
  }
  return (
    <Stack gap="lg" data-testid="revision-diff">
      <Stack gap="xs" component="section" aria-label={t('revisions.quotationFields')}>
        <Title order={3} fz="sm">
          {t('revisions.quotationFields')}
        </Title>
        {diff.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('revisions.noChanges')}
          </Text>
        ) : (
          <FieldTable changes={diff.fields} currencies={currencies} section="quotation" />
        )}
      </Stack>
      <Lines title={t('revisions.cargoLines')} lines={diff.cargo} currencies={currencies} section="cargo" />
      <Lines title={t('revisions.costLines')} lines={diff.costs} currencies={currencies} section="costs" />
    </Stack>
  );
}
