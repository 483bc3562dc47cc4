import type { Address, AddressRole } from '@freight/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

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
  const title = role === 'origin' ? 'Origin' : 'Destination';
  const query = `type=${role}&quotationId=${quotationId}`;
  const place = [address?.city, address?.province].filter(Boolean).join(', ');
  const who =
    address?.company_name ||
    [address?.contact_first_name, address?.contact_last_name].filter(Boolean).join(' ');
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      aria-label={`${title} address`}
      role="group"
      align="flex-start"
    >
      <Stack gap={2} miw={0}>
        <Text size="xs" tt="uppercase" fw={600} c="dimmed" lts={0.4}>
          {title}
        </Text>
        {addressId === null ? (
          <Text size="sm" c="dimmed" fs="italic">
            Not specified
          </Text>
        ) : (
          <>
            <Text size="sm" fw={600} truncate>
              {address?.country || 'Address on file'}
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
      {addressId === null
        ? canCreate && (
            <Button
              component={Link}
              to={`/addresses/create?${query}`}
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              aria-label={`Create ${role} address`}
            >
              Create
            </Button>
          )
        : canEdit && (
            <Button
              component={Link}
              to={`/addresses/${addressId}/edit?${query}`}
              size="xs"
              variant="subtle"
              leftSection={<IconPencil size={14} />}
              aria-label={`Edit ${role} address`}
            >
              Edit
            </Button>
          )}
    </Group>
  );
}
