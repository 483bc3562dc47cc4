import { endpointPath, formatMoney, incotermLabel, type PublicQuote, publicQuotesApi } from '@freight/domain';
import {
  Alert,
  Button,
  Card,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { API_BASE } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { AcceptQuoteForm } from './AcceptQuoteForm';
import { DeclineQuoteForm } from './DeclineQuoteForm';
import { usePublicQuote } from './usePublicQuote';

/** '2032-04-04' → '4 Apr 2032', read the same wherever the client is. */
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * An amount in the quote's currency, in the visitor's own language: the client is signed out, so their
 * browser's language is the only preference there is.
 */
const money = (value: number, currency: string) =>
  formatMoney(value, currency, navigator.languages?.[0] ?? navigator.language ?? 'en-US');

/** /q/:token — the client's page of a sent quote, signed out: the summary, the PDF, Accept or Decline. */
export function PublicQuotePage() {
  const token = useParams().token ?? '';
  const quote = usePublicQuote(token);
  const [answered, setAnswered] = useState<string | null>(null);
  useDocumentTitle(quote.data ? `Quotation ${quote.data.quotation_number}` : 'Quotation');

  let body: React.ReactNode;
  if (answered) {
    body = (
      <Alert color="green" icon={<IconCircleCheck size={20} />} title="Thank you">
        {answered}
      </Alert>
    );
  } else if (quote.isPending) {
    body = <CenteredLoader label="Loading the quote..." />;
  } else if (quote.isError) {
    body = (
      <Alert color="orange" icon={<IconInfoCircle size={20} />} title="This quote cannot be opened">
        {apiErrorMessage(quote.error, 'The quote could not be loaded. Please try again later.')}
      </Alert>
    );
  } else {
    body = <QuoteSummary quote={quote.data} token={token} onAnswered={setAnswered} />;
  }
  return (
    <Container size="md" py="xl" px="md">
      {body}
    </Container>
  );
}

function QuoteSummary({
  quote,
  token,
  onAnswered,
}: {
  quote: PublicQuote;
  token: string;
  onAnswered: (m: string) => void;
}) {
  const pdfUrl = `${API_BASE}${endpointPath(publicQuotesApi.pdf.path, { token })}`;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text c="dimmed" size="sm">
            {quote.company_name}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Quotation {quote.quotation_number}
          </Title>
          <Text size="sm" c="dimmed">
            For {quote.client_name} · valid until {day(quote.valid_until_date)} · sent by {quote.sender_name}
          </Text>
        </div>
        <Button component="a" href={pdfUrl} leftSection={<IconDownload size={16} />} variant="default">
          Download PDF
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Text size="xs" fw={700} c="dimmed">
            ORIGIN
          </Text>
          {quote.origin_place && <Text fw={600}>{quote.origin_place}</Text>}
          <Text>{quote.origin || (quote.origin_place ? '' : 'Not set')}</Text>
        </Card>
        <Card withBorder>
          <Text size="xs" fw={700} c="dimmed">
            DESTINATION
          </Text>
          {quote.destination_place && <Text fw={600}>{quote.destination_place}</Text>}
          <Text>{quote.destination || (quote.destination_place ? '' : 'Not set')}</Text>
        </Card>
      </SimpleGrid>
      {quote.incoterm && (
        <Card withBorder>
          <Text size="xs" fw={700} c="dimmed">
            INCOTERMS 2020
          </Text>
          <Text>{[incotermLabel(quote.incoterm), quote.incoterm_place].filter(Boolean).join(', ')}</Text>
        </Card>
      )}
      <Card withBorder p={0}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Charge</Table.Th>
              <Table.Th ta="right">Amount ({quote.currency})</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.cost_lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id here and never reorder.
              <Table.Tr key={i}>
                <Table.Td>
                  {line.description}{' '}
                  <Text span size="xs" c="dimmed">
                    ({line.location})
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{money(line.amount, quote.currency)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>Total ({quote.currency})</Table.Td>
              <Table.Td ta="right" fw={700}>
                {money(quote.total_cost, quote.currency)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>
      {quote.terms && (
        <Card withBorder>
          <Text size="xs" fw={700} c="dimmed" mb={4}>
            TERMS AND CONDITIONS
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {quote.terms}
          </Text>
        </Card>
      )}
      <Divider />
      <Tabs defaultValue="accept">
        <Tabs.List>
          <Tabs.Tab value="accept">Accept</Tabs.Tab>
          <Tabs.Tab value="decline">Decline</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="accept" pt="md">
          <AcceptQuoteForm token={token} onDone={onAnswered} />
        </Tabs.Panel>
        <Tabs.Panel value="decline" pt="md">
          <DeclineQuoteForm token={token} onDone={onAnswered} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
