import {
  type CurrencyCode,
  type ExpectedCost,
  type ShipmentDetail,
  type ShipmentSupplierInvoices,
  type SupplierInvoice,
  type SupplierInvoiceStatus,
  supplierInvoicesApi,
} from '@freight/domain';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { money } from '../../shared/format/money';
import { FormModal } from '../../shared/forms/FormModal';
import { useT } from '../../shared/i18n/useT';
import { DetailCard } from '../../shared/ui/DetailCard';
import { InlineQueryState } from '../../shared/ui/InlineQueryState';
import { KEYBOARD_SCROLL } from '../../shared/ui/keyboardScroll';
import { usePermission } from '../auth/session/usePermission';
import { SUPPLIER_BILL_STATUS_MESSAGES } from './invoiceLabels';
import { useInvoiceChange } from './invoiceQueries';
import { SupplierBillDisputeModal } from './SupplierBillDisputeModal';
import { SupplierBillForm } from './SupplierBillForm';
import { useShipmentSupplierBills } from './supplierBillQueries';

const STATUS_COLORS: Record<SupplierInvoiceStatus, string> = {
  matched: 'teal',
  pending_approval: 'orange',
  approved: 'indigo',
  disputed: 'red',
};

/** Expected against billed per cost, the variance in red when it is over the tolerance. */
function ExpectedCostsTable({ costs }: { costs: ExpectedCost[] }) {
  const t = useT();
  const amount = (cost: ExpectedCost, value: number) => money(value, cost.currency as CurrencyCode);
  return (
    <Table.ScrollContainer minWidth={520} scrollAreaProps={KEYBOARD_SCROLL}>
      <Table striped aria-label={t('supplierBills.expectedCosts')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('supplierBills.supplier')}</Table.Th>
            <Table.Th>{t('supplierBills.cost')}</Table.Th>
            <Table.Th ta="right">{t('supplierBills.expected')}</Table.Th>
            <Table.Th ta="right">{t('supplierBills.billed')}</Table.Th>
            <Table.Th ta="right">{t('supplierBills.variance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {costs.map((cost) => (
            <Table.Tr key={cost.id}>
              <Table.Td data-i18n-ignore>{cost.supplier || '—'}</Table.Td>
              <Table.Td data-i18n-ignore>{cost.description}</Table.Td>
              <Table.Td ta="right">{amount(cost, cost.expected)}</Table.Td>
              <Table.Td ta="right">{amount(cost, cost.billed)}</Table.Td>
              <Table.Td ta="right" c={cost.within_tolerance ? undefined : 'red'}>
                {amount(cost, cost.variance)}
                {cost.variance_percent !== null && ` (${cost.variance_percent} %)`}
                {!cost.within_tolerance && ` ${t('supplierBills.overTolerance')}`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface BillRowProps {
  bill: SupplierInvoice;
  canApprove: boolean;
  approving: boolean;
  onApprove: () => void;
  onDispute: () => void;
}

function BillRow({ bill, canApprove, approving, onApprove, onDispute }: BillRowProps) {
  const t = useT();
  return (
    <Group gap="sm" wrap="wrap" data-testid="supplier-bill">
      <Text size="sm" fw={600}>
        {bill.supplier} · {bill.number}
      </Text>
      <Text size="sm">{bill.date}</Text>
      <Text size="sm">{money(bill.total, bill.currency as CurrencyCode)}</Text>
      <Badge color={STATUS_COLORS[bill.status]} variant="light">
        {t(SUPPLIER_BILL_STATUS_MESSAGES[bill.status])}
      </Badge>
      {bill.decision_note && (
        <Text size="xs" c="dimmed">
          {bill.decided_by_name ? `${bill.decided_by_name}: ` : ''}
          {bill.decision_note}
        </Text>
      )}
      {canApprove && bill.status === 'pending_approval' && (
        <Group gap="xs">
          <Button size="xs" color="teal" loading={approving} onClick={onApprove}>
            {t('supplierBills.approve')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={onDispute}>
            {t('supplierBills.dispute')}
          </Button>
        </Group>
      )}
    </Group>
  );
}

interface BillsBodyProps {
  shipmentId: number;
  data: ShipmentSupplierInvoices;
  canCreate: boolean;
  canApprove: boolean;
}

function SupplierBillsBody({ shipmentId, data, canCreate, canApprove }: BillsBodyProps) {
  const t = useT();
  const [recording, setRecording] = useState(false);
  const [disputing, setDisputing] = useState<SupplierInvoice | null>(null);
  const approve = useInvoiceChange((id: number) =>
    callApi(supplierInvoicesApi.approve, { params: { id }, body: {} }),
  );
  if (data.expected_costs.length === 0 && data.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('supplierBills.noExpectedCosts')}
      </Text>
    );
  }
  return (
    <>
      {approve.isError && (
        <Alert color="red">{apiErrorMessage(approve.error, t('supplierBills.approveFailed'))}</Alert>
      )}
      <ExpectedCostsTable costs={data.expected_costs} />
      {data.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('supplierBills.empty')}
        </Text>
      )}
      <Stack gap={6} mt="xs">
        {data.data.map((bill) => (
          <BillRow
            key={bill.id}
            bill={bill}
            canApprove={canApprove}
            approving={approve.isPending && approve.variables === bill.id}
            onApprove={() => approve.mutate(bill.id)}
            onDispute={() => setDisputing(bill)}
          />
        ))}
      </Stack>
      {canCreate && data.expected_costs.length > 0 && (
        <Group justify="flex-end" mt="sm">
          <Button onClick={() => setRecording(true)}>{t('supplierBills.record')}</Button>
        </Group>
      )}
      <FormModal
        opened={recording}
        onClose={() => setRecording(false)}
        title={t('supplierBills.recordTitle')}
        size="lg"
      >
        {recording && (
          <SupplierBillForm
            shipmentId={shipmentId}
            costs={data.expected_costs}
            onDone={() => setRecording(false)}
          />
        )}
      </FormModal>
      <SupplierBillDisputeModal bill={disputing} onClose={() => setDisputing(null)} />
    </>
  );
}

/**
 * The shipment's supplier bills against its expected (buy) costs: billed against expected per cost with the
 * variance, the bills with their status, 'Record bill', and Approve / Dispute for holders of invoices:approve.
 */
export function ShipmentSupplierBillsCard({ shipment }: { shipment: ShipmentDetail }) {
  const t = useT();
  const canView = usePermission('invoices', 'view');
  const canCreate = usePermission('invoices', 'create');
  const canApprove = usePermission('invoices', 'approve');
  const bills = useShipmentSupplierBills(shipment.id, canView);
  if (!canView) return null;
  return (
    <DetailCard title={t('supplierBills.title')} icon={<IconReceipt size={18} />} color="orange">
      <InlineQueryState
        query={bills}
        loading={t('supplierBills.loading')}
        failed={t('supplierBills.loadFailed')}
      >
        {(data) => (
          <SupplierBillsBody
            shipmentId={shipment.id}
            data={data}
            canCreate={canCreate}
            canApprove={canApprove}
          />
        )}
      </InlineQueryState>
    </DetailCard>
  );
}
