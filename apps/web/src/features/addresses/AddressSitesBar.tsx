import { CONTACT_SITE_FIELDS, type ContactSite } from '@freight/domain';
import { Grid, Paper } from '@mantine/core';
import { ContactSitePicker } from '../contacts/sites/ContactSitePicker';
import { SaveToContactButton } from '../contacts/sites/SaveToContactButton';
import type { AddressFormValues } from './addressFormValues';
import { addressPayload } from './addressPayload';

interface AddressSitesBarProps {
  /** The quotation's contact; without one there is nobody to keep sites for, and the bar is not shown. */
  contactId: number | null;
  values: AddressFormValues;
  /** The new address screen fills its fields from a picked site; the edit screen only saves. */
  onPick?: (values: Partial<AddressFormValues>) => void;
}

/** A picked site's place and person, as the address form's values. */
function siteFormValues(site: ContactSite): Partial<AddressFormValues> {
  return Object.fromEntries(CONTACT_SITE_FIELDS.map((field) => [field, site[field]]));
}

/**
 * Reusable pickup and delivery sites of the quotation's contact: 'Use a saved site' fills the form, 'Save to
 * contact' keeps what is typed for the contact's next quotation.
 */
export function AddressSitesBar({ contactId, values, onPick }: AddressSitesBarProps) {
  if (contactId === null) return null;
  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Grid align="flex-end" gap="md">
        {onPick && (
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <ContactSitePicker contactId={contactId} onPick={(site) => onPick(siteFormValues(site))} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: onPick ? 4 : 12 }}>
          <SaveToContactButton contactId={contactId} address={addressPayload(values)} />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
