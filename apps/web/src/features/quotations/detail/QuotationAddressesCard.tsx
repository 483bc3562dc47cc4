import type { AddressRole, QuotationWithAddresses } from '@freight/domain';
import { Divider, Stack } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';
import { DetailCard } from '../../../shared/ui/DetailCard';
import { usePermission } from '../../auth/session/usePermission';
import { offerReadOnly } from '../revisions/offerReadOnly';
import { QuotationAddressLine } from './QuotationAddressLine';

const ROLES: AddressRole[] = ['origin', 'destination'];

/** Origin and destination: country and city with an Edit link, or 'Not specified' with a Create button. */
export function QuotationAddressesCard({ quotation }: { quotation: QuotationWithAddresses }) {
  const t = useT();
  // A superseded revision's addresses are read-only, and so are those of an accepted offer.
  const canCreate = usePermission('quotations', 'create') && !offerReadOnly(quotation);
  const canEdit = usePermission('quotations', 'edit') && !offerReadOnly(quotation);
  return (
    <DetailCard title={t('quotations.addresses')} icon={<IconMapPin size={18} />} color="teal">
      <Stack gap="sm">
        {ROLES.map((role, index) => (
          <Stack key={role} gap="sm">
            {index > 0 && <Divider />}
            <QuotationAddressLine
              role={role}
              quotationId={quotation.id}
              addressId={role === 'origin' ? quotation.origin_address_id : quotation.destination_address_id}
              address={role === 'origin' ? quotation.origin_address : quotation.destination_address}
              canCreate={canCreate}
              canEdit={canEdit}
            />
          </Stack>
        ))}
      </Stack>
    </DetailCard>
  );
}
