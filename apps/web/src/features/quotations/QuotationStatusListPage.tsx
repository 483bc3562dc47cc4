import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePermission } from '../auth/usePermission';
import type { QuotationStatusName } from './QuotationStatusName';
import { quotationStatusPages } from './quotationStatusPages';

/** The list page of one quotation status (the six Logistics pages share it). */
export function QuotationStatusListPage({ status }: { status: QuotationStatusName }) {
  const { title, subtitle } = quotationStatusPages[status];
  const canCreate = usePermission('quotations', 'create');
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      actions={
        canCreate && (
          <Button component={Link} to="/quotations/new" leftSection={<IconPlus size={16} />}>
            New Quotation
          </Button>
        )
      }
    />
  );
}
