import type { ContactSite } from '@freight/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteRecordDialog } from '../../../shared/forms/DeleteRecordDialog';
import { useT } from '../../../shared/i18n/useT';
import { InlineQueryState } from '../../../shared/ui/InlineQueryState';
import { RowActionIcons } from '../../../shared/ui/RowActionIcons';
import { usePermission } from '../../auth/session/usePermission';
import { contactSiteText } from './contactSiteText';
import { useContactSiteMutations } from './useContactSiteMutations';
import { useContactSites } from './useContactSites';

/**
 * The contact's saved pickup and delivery sites, with Delete for users who may edit contacts. Sites are saved
 * from a quotation's address form ('Save to contact') and picked there for the next quotation.
 */
export function ContactSitesPanel({ contactId }: { contactId: number }) {
  const t = useT();
  const sites = useContactSites(contactId);
  const { remove } = useContactSiteMutations(contactId);
  const canEdit = usePermission('contacts', 'edit');
  const [target, setTarget] = useState<ContactSite | null>(null);
  return (
    <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-labelledby="contact-sites-title">
      <Title order={3} size="h5" id="contact-sites-title" mb="xs">
        {t('contacts.sitesTitle')}
      </Title>
      <InlineQueryState
        query={sites}
        loading={t('contacts.sitesLoading')}
        failed={t('contacts.sitesLoadFailed')}
      >
        {(list) =>
          list.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('contacts.sitesEmpty')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((site) => (
                <Group key={site.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {site.label}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {contactSiteText(site)}
                    </Text>
                  </div>
                  <RowActionIcons
                    actions={
                      canEdit
                        ? [
                            {
                              tooltip: t('contacts.siteDelete'),
                              label: t('contacts.siteDeleteNamed', { label: site.label }),
                              color: 'red',
                              icon: <IconTrash size={16} />,
                              onClick: () => setTarget(site),
                            },
                          ]
                        : []
                    }
                  />
                </Group>
              ))}
            </Stack>
          )
        }
      </InlineQueryState>
      <DeleteRecordDialog
        target={target}
        mutation={remove}
        onClose={() => setTarget(null)}
        title={t('contacts.siteDeleteTitle')}
        deletedNotice={(site) => ({
          color: 'green',
          message: t('contacts.siteDeleted', { label: site.label }),
        })}
        failedMessage={t('contacts.siteDeleteFailed')}
      >
        {(shown) => t('contacts.siteDeleteConfirm', { label: shown?.label ?? '' })}
      </DeleteRecordDialog>
    </Paper>
  );
}
