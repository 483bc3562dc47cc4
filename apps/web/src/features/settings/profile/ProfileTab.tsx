import {
  BIO_MAX_LENGTH,
  PROFILE_MESSAGES,
  type UserProfile,
  userDisplayName,
  userInitials,
} from '@freight/domain';
import { Avatar, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useUpdateOwnProfile } from '../../../shared/preferences/useUpdateOwnProfile';
import { useCurrentSession } from '../../auth/session/useCurrentSession';
import { SettingsMessage } from '../SettingsMessage';
import { useTimedMessage } from '../useTimedMessage';
import { ownProfileTab } from './OwnProfileTab';
import { SettingsPanel } from './SettingsPanel';
import { SignInMethodsPanel } from './SignInMethodsPanel';
import { useProfilePicture } from './useProfilePicture';

const SUCCESS_MS = 3000;
const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp';

const ProfilePanel = ownProfileTab(ProfileForm, {
  loading: 'Loading profile...',
  loadFailed: PROFILE_MESSAGES.loadFailed,
});

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
          show({ tone: 'success', text: PROFILE_MESSAGES.updated }, SUCCESS_MS);
        },
        onError: () => show({ tone: 'error', text: PROFILE_MESSAGES.updateFailed }),
      },
    );
  };

  return (
    <SettingsPanel
      title="Profile"
      description="Your picture and a few words about you, as colleagues see them."
      maw={720}
      gap="lg"
    >
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
                  Change Photo
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
                Remove
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            JPEG, PNG, GIF or WebP, up to 10MB.
          </Text>
        </Stack>
      </Group>
      <Textarea
        label="Bio"
        placeholder="Tell us about yourself..."
        value={form.values.bio}
        onChange={(event) => form.setField('bio', event.currentTarget.value)}
        maxLength={BIO_MAX_LENGTH}
        autosize
        minRows={4}
        maxRows={12}
      />
      <Group justify="flex-end">
        <Button onClick={save} loading={update.isPending} disabled={picture.uploading}>
          Save Changes
        </Button>
      </Group>
    </SettingsPanel>
  );
}
