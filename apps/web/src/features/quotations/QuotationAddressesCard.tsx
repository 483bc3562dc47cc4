import type { QuotationWithContact } from '@freight/domain';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailCard } from './DetailCard';

type Kind = 'origin' | 'destination';

/** The address objects join the quotation answer with the addresses module; until then only ids are known. */
type QuotationWithAddresses = QuotationWithContact & {
  origin_address?: { country?: string | null } | null;
  destination_address?: { country?: string | null } | null;
};

/** Origin and destination country, or 'Not specified' with a Create button. */
export function QuotationAddressesCard({ quotation }: { quotation: QuotationWithAddresses }) {
  return (
    <DetailCard title="Addresses" icon={<IconMapPin size={18} />} color="teal">
      <Stack gap="sm">
        <AddressLine
          kind="origin"
          quotationId={quotation.id}
          addressId={quotation.origin_address_id}
          country={quotation.origin_address?.country}
        />
        <Divider />
        <AddressLine
          kind="destination"
          quotationId={quotation.id}
          addressId={quotation.destination_address_id}
          country={quotation.destination_address?.country}
        />
      </Stack>
    </DetailCard>
  );
}

interface AddressLineProps {
  kind: Kind;
  quotationId: number;
  addressId: number | null;
  country: string | null | undefined;
}

function AddressLine({ kind, quotationId, addressId, country }: AddressLineProps) {
  const title = kind === 'origin' ? 'Origin' : 'Destination';
  const query = `type=${kind}&quotationId=${quotationId}`;
  return (
    <Group justify="space-between" wrap="nowrap" aria-label={`${title} address`} role="group">
      <Stack gap={2}>
        <Text size="xs" tt="uppercase" fw={600} c="dimmed" lts={0.4}>
          {title}
        </Text>
        {addressId === null ? (
          <Text size="sm" c="dimmed" fs="italic">
            Not specified
          </Text>
        ) : (
          <Text size="sm" fw={500}>
            {country || 'Address on file'}
          </Text>
        )}
      </Stack>
      {addressId === null ? (
        <Button
          component={Link}
          to={`/addresses/create?${query}`}
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          aria-label={`Create ${kind} address`}
        >
          Create
        </Button>
      ) : (
        <Button
          component={Link}
          to={`/addresses/${addressId}/edit?${query}`}
          size="xs"
          variant="subtle"
          leftSection={<IconPencil size={14} />}
          aria-label={`Edit ${kind} address`}
        >
          Edit
        </Button>
      )}
    </Group>
  );
}
