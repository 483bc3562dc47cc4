import {
  type CostLocation,
  endpointPath,
  formatMoney,
  type PublicQuote,
  publicQuotesApi,
} from '@freight/domain';
import { Button, Card, Divider, Group, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { API_BASE } from '../../shared/api/apiClient';
import type { MessageId } from '../../shared/i18n/i18n';
import { incotermName } from '../../shared/i18n/incotermMessages';
import { pageLocale } from '../../shared/i18n/pageLocale';
import { useT } from '../../shared/i18n/useT';
import { AcceptQuoteForm } from './AcceptQuoteForm';
import { DeclineQuoteForm } from './DeclineQuoteForm';
import { QuoteAnsweredState } from './QuoteAnsweredState';

/** '2032-04-04' → '4 Apr 2032' in English ('4. Apr. 2032' in German), read the same wherever the client is. */
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(pageLocale('en-GB'), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

/**
 * An amount in the quote's currency, in the page's language; in English the visitor's own (the client is
 * signed out, so their browser's language is the only preference there is).
 */
const money = (value: number, currency: string) =>
  formatMoney(value, currency, pageLocale(navigator.languages?.[0] ?? navigator.language ?? 'en-US'));

/** The client's view of a sent quote: who and what, the route, the charges, the terms, then Accept or Decline. */
export function QuoteSummary(props: {
  quote: PublicQuote;
  token: string;
  onAnswered: (message: string) => void;
}) {
  const { quote, token } = props;
  const t = useT();
  return (
    <Stack gap="lg">
      <QuoteHeading quote={quote} token={token} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <QuotePlaceCard label={t('publicQuote.origin')} place={quote.origin_place} address={quote.origin} />
        <QuotePlaceCard
          label={t('publicQuote.destination')}
          place={quote.destination_place}
          address={quote.destination}
        />
      </SimpleGrid>
      {quote.incoterm && (
        <QuoteFactCard label={t('publicQuote.incoterms')}>
          <Text>{[incotermName(quote.incoterm, t), quote.incoterm_place].filter(Boolean).join(', ')}</Text>
        </QuoteFactCard>
      )}
      <QuoteChargesTable quote={quote} />
      {quote.terms && (
        <QuoteFactCard label={t('publicQuote.terms')} mb={4}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {quote.terms}
          </Text>
        </QuoteFactCard>
      )}
      <Divider />
      {quote.answer ? (
        <QuoteAnsweredState answer={quote.answer} />
      ) : (
        <QuoteAnswerTabs token={token} onAnswered={props.onAnswered} />
      )}
    </Stack>
  );
}

function QuoteHeading({ quote, token }: { quote: PublicQuote; token: string }) {
  const t = useT();
  const pdfUrl = `${API_BASE}${endpointPath(publicQuotesApi.pdf.path, { token })}`;
  return (
    <Group component="header" justify="space-between" align="flex-start">
      <div>
        <Text c="dimmed" size="sm">
          {quote.company_name}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('publicQuote.titleNumbered', { number: quote.quotation_number })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('publicQuote.forClient', {
            client: quote.client_name,
            validUntil: day(quote.valid_until_date),
            sender: quote.sender_name,
          })}
        </Text>
      </div>
      <Button component="a" href={pdfUrl} leftSection={<IconDownload size={16} />} variant="default">
        {t('publicQuote.downloadPdf')}
      </Button>
    </Group>
  );
}

/** A bordered card with a small caps label above its content. */
function QuoteFactCard(props: { label: string; mb?: number; children: ReactNode }) {
  return (
    <Card withBorder>
      <Text size="xs" fw={700} c="dimmed" mb={props.mb}>
        {props.label}
      </Text>
      {props.children}
    </Card>
  );
}

/** Origin or destination: the place's name in bold over its address; 'Not set' when neither is known. */
function QuotePlaceCard(props: { label: string; place: string | null; address: string | null }) {
  const t = useT();
  return (
    <QuoteFactCard label={props.label}>
      {props.place && <Text fw={600}>{props.place}</Text>}
      <Text>{props.address || (props.place ? '' : t('publicQuote.notSet'))}</Text>
    </QuoteFactCard>
  );
}

/** Where a charge falls, as a message (the API keeps the English value). */
const LOCATION_MESSAGES: Record<CostLocation, MessageId> = {
  Origin: 'publicQuote.locationOrigin',
  Destination: 'publicQuote.locationDestination',
};

function QuoteChargesTable({ quote }: { quote: PublicQuote }) {
  const t = useT();
  return (
    <Card withBorder p={0}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('publicQuote.charge')}</Table.Th>
            <Table.Th ta="right">{t('publicQuote.amount', { currency: quote.currency })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quote.cost_lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id here and never reorder.
            <Table.Tr key={i}>
              <Table.Td>
                {line.description}{' '}
                <Text span size="xs" c="dimmed">
                  (
                  {line.location in LOCATION_MESSAGES
                    ? t(LOCATION_MESSAGES[line.location as CostLocation])
                    : line.location}
                  )
                </Text>
              </Table.Td>
              <Table.Td ta="right">{money(line.amount, quote.currency)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={700}>{t('publicQuote.total', { currency: quote.currency })}</Table.Td>
            <Table.Td ta="right" fw={700}>
              {money(quote.total_cost, quote.currency)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** The client's two answers, one tab each. */
const ANSWER_TABS: { value: string; label: MessageId; Form: typeof AcceptQuoteForm }[] = [
  { value: 'accept', label: 'publicQuote.accept', Form: AcceptQuoteForm },
  { value: 'decline', label: 'publicQuote.decline', Form: DeclineQuoteForm },
];

function QuoteAnswerTabs({ token, onAnswered }: { token: string; onAnswered: (message: string) => void }) {
  const t = useT();
  return (
    <Tabs defaultValue="accept">
      <Tabs.List>
        {ANSWER_TABS.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value}>
            {t(label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {ANSWER_TABS.map(({ value, Form }) => (
        <Tabs.Panel key={value} value={value} pt="md">
          <Form token={token} onDone={onAnswered} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
