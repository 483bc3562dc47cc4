import type { Address, AddressRole } from '@freight/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/useT';

interface QuotationAddressLineProps {
  role: AddressRole;
  quotationId: number;
  addressId: number | null;
  address: Address | null | undefined;
  canCreate: boolean;
  canEdit: boolean;
}

/** One end of the shipment: country and city (and who is there), or 'Not specified'. */
export function QuotationAddressLine({
  role,
  quotationId,
  addressId,
  address,
  canCreate,
  canEdit,
}: QuotationAddressLineProps) {
  const t = useT();
  const title = role === 'origin' ? t('quotations.origin') : t('quotations.destination');
  const query = `type=${role}&quotationId=${quotationId}`;
  const place = [address?.city, address?.province].filter(Boolean).join(', ');
  const who =
    address?.company_name ||
    [address?.contact_first_name, address?.contact_last_name].filter(Boolean).join(' ');
  // No address yet: Create (for those who may create one); otherwise Edit (for those who may edit it).
  const link =
    addressId === null
      ? {
          verb: t('quotations.createAddress'),
          label: t(
            role === 'origin' ? 'quotations.createOriginAddress' : 'quotations.createDestinationAddress',
          ),
          to: `/addresses/create?${query}`,
          variant: 'light',
          icon: <IconPlus size={14} />,
          allowed: canCreate,
        }
      : {
          verb: t('quotations.edit'),
          label: t(role === 'origin' ? 'quotations.editOriginAddress' : 'quotations.editDestinationAddress'),
          to: `/addresses/${addressId}/edit?${query}`,
          variant: 'subtle',
          icon: <IconPencil size={14} />,
          allowed: canEdit,
        };
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      aria-label={t(role === 'origin' ? 'quotations.originAddress' : 'quotations.destinationAddress')}
      role="group"
      align="flex-start"
    >
      <Stack gap={2} miw={0}>
        <Text size="xs" tt="uppercase" fw={600} c="dimmed" lts={0.4}>
          {title}
        </Text>
        {addressId === null ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('quotations.notSpecified')}
          </Text>
        ) : (
          <>
            <Text size="sm" fw={600} truncate>
              {address?.country || t('quotations.addressOnFile')}
            </Text>
            {place && (
              <Text size="sm" c="dimmed" truncate>
                {place}
              </Text>
            )}
            {who && (
              <Text size="xs" c="dimmed" truncate>
                {who}
              </Text>
            )}
          </>
        )}
      </Stack>
      {link.allowed && (
        <Button
          component={Link}
          to={link.to}
          size="xs"
          variant={link.variant}
          leftSection={link.icon}
          aria-label={link.label}
        >
          {link.verb}
        </Button>
      )}
    </Group>
  );
}
