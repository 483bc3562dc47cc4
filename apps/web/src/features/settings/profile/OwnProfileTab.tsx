import type { UserProfile } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
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

/**
 * A settings tab over the own profile: `OwnProfileTab`'s loading and failure, then `Body` with the profile.
 * The three tabs (Profile, Preferences, Notifications) differ only in their words and their body.
 */
export function ownProfileTab(
  Body: ComponentType<{ profile: UserProfile }>,
  words: { loading: string; loadFailed: string },
) {
  return function OwnProfileTabOf() {
    return <OwnProfileTab {...words}>{(profile) => <Body profile={profile} />}</OwnProfileTab>;
  };
}
