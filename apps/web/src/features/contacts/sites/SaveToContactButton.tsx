import { CONTACT_SITE_FIELDS, type ContactSiteCreateInput } from '@freight/domain';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useT } from '../../../shared/i18n/useT';
import { usePermission } from '../../auth/session/usePermission';
import { useContactSiteMutations } from './useContactSiteMutations';

interface SaveToContactButtonProps {
  contactId: number;
  /** The address as typed: its place and person fields are what the site keeps. */
  address: Record<string, unknown>;
}

/**
 * 'Save to contact': keeps the address as one of the contact's saved sites, to pick for their next quotation.
 * Shown only to users who may edit contacts; the server checks the address as it checks a new one and its
 * message is told when it refuses.
 */
export function SaveToContactButton({ contactId, address }: SaveToContactButtonProps) {
  const t = useT();
  const canEdit = usePermission('contacts', 'edit');
  const { save } = useContactSiteMutations(contactId);
  if (!canEdit) return null;
  function saveSite() {
    const body = Object.fromEntries(CONTACT_SITE_FIELDS.map((field) => [field, address[field]]));
    save.mutate(body as ContactSiteCreateInput, {
      onSuccess: (site) =>
        notifications.show({ color: 'green', message: t('contacts.siteSaved', { label: site.label }) }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('contacts.siteSaveFailed'),
          message: apiErrorMessage(error, t('common.tryAgain')),
        }),
    });
  }
  return (
    <Button
      variant="light"
      leftSection={<IconBookmarkPlus size={16} />}
      loading={save.isPending}
      onClick={saveSite}
    >
      {t('contacts.siteSaveToContact')}
    </Button>
  );
}
