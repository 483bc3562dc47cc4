import { type ContactListItem, contactLabel } from '@freight/domain';
import { Anchor, Button, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { InlineQueryStates } from '../../../shared/ui/InlineQueryStates';
import { usePermission } from '../../auth/session/usePermission';
import { ChannelLabel } from '../../support/ChannelLabel';
import { InteractionStatusBadge } from '../../support/InteractionStatusBadge';
import { RECENT_INTERACTIONS, useContactInteractions } from './useContactInteractions';

interface ContactInteractionsDrawerProps {
  /** The contact whose interactions show; the drawer is open while this is set. */
  contact: ContactListItem | null;
  onClose: () => void;
}

/** A contact's latest interactions, each opening its form, and a way to log a new one with them. */
export function ContactInteractionsDrawer({ contact, onClose }: ContactInteractionsDrawerProps) {
  const t = useT();
  const format = useDateFormat();
  const canLog = usePermission('support', 'create');
  const canEdit = usePermission('support', 'edit');
  const interactions = useContactInteractions(contact?.id ?? null);
  const name = contact ? contactLabel(contact) || t('contacts.unnamed') : '';

  return (
    <Drawer
      opened={contact !== null}
      onClose={onClose}
      position="right"
      title={<Text fw={600}>{t('contacts.interactionsWith', { name })}</Text>}
    >
      <Stack gap="md">
        {canLog && contact && (
          <Button
            component={Link}
            to={`/support/new?contact_id=${contact.id}`}
            leftSection={<IconPlus size={16} />}
            variant="light"
          >
            {t('contacts.logInteraction')}
          </Button>
        )}
        <InlineQueryStates
          query={interactions}
          loadingText={t('contacts.interactionsLoading')}
          failedText={t('contacts.interactionsFailed')}
          emptyText={t('contacts.interactionsEmpty')}
          isEmpty={(page) => page.data.length === 0}
        >
          {(page) => (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {page.data.map((interaction) => (
                <Paper key={interaction.id} withBorder p="sm" radius="md" component="li">
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="xs" c="dimmed">
                      {format.date(interaction.date)}
                    </Text>
                    <InteractionStatusBadge status={interaction.status} />
                  </Group>
                  {canEdit ? (
                    <Anchor component={Link} to={`/support/edit/${interaction.id}`} size="sm" fw={500}>
                      {interaction.subject}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={500}>
                      {interaction.subject}
                    </Text>
                  )}
                  <ChannelLabel channel={interaction.channel} />
                </Paper>
              ))}
              {page.total > RECENT_INTERACTIONS && (
                <Text size="xs" c="dimmed">
                  {t('contacts.interactionsLatest', { shown: RECENT_INTERACTIONS, total: page.total })}
                </Text>
              )}
            </Stack>
          )}
        </InlineQueryStates>
      </Stack>
    </Drawer>
  );
}
