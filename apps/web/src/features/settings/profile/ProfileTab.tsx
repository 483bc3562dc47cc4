import { BIO_MAX_LENGTH, type UserProfile, userDisplayName, userInitials } from '@freight/domain';
import { Avatar, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { translate, useT } from '../../../shared/i18n/useT';
import { useUpdateOwnProfile } from '../../../shared/preferences/useUpdateOwnProfile';
import { useCurrentSession } from '../../auth/session/useCurrentSession';
import { SettingsMessage } from '../SettingsMessage';
import { useTimedMessage } from '../useTimedMessage';
import { OwnProfileTab } from './OwnProfileTab';
import { SettingsPanel } from './SettingsPanel';
import { SignInMethodsPanel } from './SignInMethodsPanel';
import { useProfilePicture } from './useProfilePicture';

const SUCCESS_MS = 3000;
const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp';

function ProfilePanel() {
  const t = useT();
  return (
    <OwnProfileTab loading={t('profile.loading')} loadFailed={t('profile.loadFailed')}>
      {(profile) => <ProfileForm profile={profile} />}
    </OwnProfileTab>
  );
}

/** The Profile tab: picture (Change Photo, Remove), Bio and Save Changes; then the sign-in methods. */
export function ProfileTab() {
  return (
    <Stack gap="lg">
      <ProfilePanel />
      <SignInMethodsPanel />
    </Stack>
  );
}

function ProfileForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const { user } = useCurrentSession();
  const update = useUpdateOwnProfile();
  const [message, show] = useTimedMessage();
  const form = useRecordForm({ initial: { bio: profile.bio } });
  const picture = useProfilePicture(profile.avatar_url, show);
  const name = userDisplayName(user);

  const save = () => {
    update.mutate(
      { bio: form.values.bio, ...(picture.uploadId !== undefined && { avatar_upload_id: picture.uploadId }) },
      {
        onSuccess: (saved) => {
          form.reset({ bio: saved.bio });
          picture.reset();
          show({ tone: 'success', text: translate('profile.updated') }, SUCCESS_MS);
        },
        onError: () => show({ tone: 'error', text: translate('profile.updateFailed') }),
      },
    );
  };

  return (
    <SettingsPanel title={t('profile.title')} description={t('profile.description')} maw={720} gap="lg">
      <SettingsMessage message={message} />
      <Group gap="lg" wrap="wrap">
        <Avatar
          src={picture.src}
          alt={name}
          size={96}
          radius={96}
          color="indigo"
          data-testid="profile-avatar"
        >
          {userInitials(user)}
        </Avatar>
        <Stack gap="xs">
          <Group gap="xs">
            <FileButton onChange={picture.choose} accept={ACCEPT}>
              {(props) => (
                <Button {...props} leftSection={<IconCamera size={16} />} loading={picture.uploading}>
                  {t('profile.changePhoto')}
                </Button>
              )}
            </FileButton>
            {picture.src && (
              <Button
                variant="default"
                leftSection={<IconTrash size={16} />}
                onClick={picture.remove}
                disabled={picture.uploading}
              >
                {t('profile.removePhoto')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('profile.photoHint')}
          </Text>
        </Stack>
      </Group>
      <Textarea
        label={t('profile.bio')}
        placeholder={t('profile.bioPlaceholder')}
        value={form.values.bio}
        onChange={(event) => form.setField('bio', event.currentTarget.value)}
        maxLength={BIO_MAX_LENGTH}
        autosize
        minRows={4}
        maxRows={12}
      />
      <Group justify="flex-end">
        <Button onClick={save} loading={update.isPending} disabled={picture.uploading}>
          {t('profile.save')}
        </Button>
      </Group>
    </SettingsPanel>
  );
}
