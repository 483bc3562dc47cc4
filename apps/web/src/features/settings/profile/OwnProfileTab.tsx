import type { UserProfile } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ownProfileQuery } from '../../../shared/preferences/ownProfileQuery';
import { CenteredLoader } from '../../../shared/ui/CenteredLoader';
import { SettingsMessage } from '../SettingsMessage';

interface OwnProfileTabProps {
  /** Said while the profile loads ('Loading profile...'). */
  loading: string;
  /** Said in place of the tab when it cannot be loaded. */
  loadFailed: string;
  children: (profile: UserProfile) => ReactNode;
}

/** A tab over the user's own profile (Profile, Preferences, Notifications): loading, failure, then the tab. */
export function OwnProfileTab({ loading, loadFailed, children }: OwnProfileTabProps) {
  const profile = useQuery(ownProfileQuery);
  if (profile.isPending) return <CenteredLoader label={loading} />;
  if (profile.isError) return <SettingsMessage message={{ tone: 'error', text: loadFailed }} />;
  return children(profile.data);
}
