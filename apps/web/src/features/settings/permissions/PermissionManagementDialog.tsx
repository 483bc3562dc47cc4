import { Box, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useAllUsers } from '../users/useAllUsers';
import { PermissionUserNav } from './PermissionUserNav';
import { UserGrantsEditor } from './UserGrantsEditor';
import { usePermissionCatalogue } from './usePermissionCatalogue';

interface PermissionManagementDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The Permission Management dialog (admin only): users on the left, the module and
 * permission matrix of the chosen one on the right; Save Changes replaces their grants in one call.
 */
export function PermissionManagementDialog({ opened, onClose }: PermissionManagementDialogProps) {
  const t = useT();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const users = useAllUsers(opened);
  const catalogue = usePermissionCatalogue(opened);
  const [userId, setUserId] = useState<number | null>(null);
  const selected = users.data?.find((u) => u.id === userId);

  let content: React.ReactNode;
  if (users.isError || catalogue.isError)
    content = <ErrorAlert role="alert">{t('permissions.loadFailed')}</ErrorAlert>;
  else if (!users.data || !catalogue.data)
    content = (
      <Center py="xl">
        <Loader aria-label={t('permissions.loadingAll')} />
      </Center>
    );
  else
    content = (
      <Box
        style={{
          display: 'flex',
          flexDirection: narrow ? 'column' : 'row',
          gap: 'var(--mantine-spacing-md)',
        }}
      >
        <PermissionUserNav users={users.data} chosenId={userId} onChoose={setUserId} narrow={narrow} />
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          {selected?.id === undefined ? (
            <Center py="xl" h="100%">
              <Text c="dimmed">{t('permissions.selectUser')}</Text>
            </Center>
          ) : (
            <UserGrantsEditor
              key={selected.id}
              user={{ ...selected, id: selected.id }}
              catalogue={catalogue.data}
            />
          )}
        </Stack>
      </Box>
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('permissions.title')}
      size={1000}
      fullScreen={narrow}
      centered
    >
      {content}
    </Modal>
  );
}
