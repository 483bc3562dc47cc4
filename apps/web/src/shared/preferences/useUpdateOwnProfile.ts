import { type UserProfile, type UserProfileUpdate, userProfilesApi } from '@freight/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError';
import { callApi } from '../api/apiClient';
import { sessionKeys } from '../api/queryKeys';
import { resendIfUntouched } from '../forms/resendIfUntouched';
import { useOptimisticMutation } from '../forms/useOptimisticMutation';
import { ownProfileQuery } from './ownProfileQuery';

const key = ownProfileQuery.queryKey;

function pick(profile: UserProfile, keys: string[]): Partial<UserProfile> {
  return Object.fromEntries(keys.map((field) => [field, profile[field as keyof UserProfile]]));
}

/** What each change's fields showed before it was applied: the base the 412 merge compares with. */
const shownBefore = new WeakMap<UserProfileUpdate, Partial<UserProfile>>();

/**
 * The save, with the one conflict policy for a change saved on its own: after a 412 the latest profile is
 * read; when nobody else changed the fields this change carries, it is sent again on the latest version (the
 * colleague's other changes stand); when someone did, theirs stays, the change is taken back and the failure
 * is told.
 */
async function save(changes: UserProfileUpdate, queryClient: QueryClient): Promise<UserProfile> {
  const current = queryClient.getQueryData(key);
  if (!current) throw new ApiError(0, 'NETWORK_ERROR', 'The profile is not loaded yet.');
  const before = shownBefore.get(changes) ?? {};
  return resendIfUntouched({
    send: (version = current.version) =>
      callApi(userProfilesApi.update, { params: { id: current.id }, body: changes, ifMatch: version }),
    load: () => callApi(userProfilesApi.get, { params: { id: current.id } }),
    untouched: (latest) => {
      const fields = Object.keys(before) as (keyof UserProfile)[];
      if (fields.every((field) => JSON.stringify(latest[field]) === JSON.stringify(before[field])))
        return true;
      // Their values show (the undo leaves fields that no longer show this change), and their version.
      queryClient.setQueryData(key, (now) =>
        now ? { ...now, ...pick(latest, [...fields, 'version', 'updated_at']) } : latest,
      );
      return false;
    },
  });
}

/**
 * Changes the signed-in user's profile. Preferences apply at once (the cached profile changes before the
 * server answers) and go back to what they were when the save fails. Saves run one after another, each with
 * the version the last one answered (If-Match), so quick toggles never trip over each other.
 */
export function useUpdateOwnProfile() {
  return useOptimisticMutation({
    scope: 'own-profile',
    mutationFn: save,
    cancel: key,
    apply: (changes, queryClient) => {
      const previous = queryClient.getQueryData(key);
      if (!previous) return undefined;
      const { avatar_upload_id: _picture, ...shown } = changes;
      shownBefore.set(changes, pick(previous, Object.keys(shown)));
      queryClient.setQueryData(key, { ...previous, ...shown } as UserProfile);
      // Only this change's fields go back, and only where they still show it: later changes on their way,
      // and a colleague's values read after a 412, stay.
      const showing = shown as Partial<UserProfile>;
      return () =>
        queryClient.setQueryData(key, (now) => {
          if (!now) return now;
          const back = Object.keys(showing).filter(
            (field) =>
              JSON.stringify(now[field as keyof UserProfile]) ===
              JSON.stringify(showing[field as keyof UserProfile]),
          );
          return { ...now, ...pick(previous, back) };
        });
    },
    onSuccess: (saved, changes, queryClient) => {
      // Keeps later changes still on their way as they are shown; takes the version and this save's fields.
      queryClient.setQueryData(key, (now) =>
        now
          ? { ...now, ...pick(saved, [...Object.keys(changes), 'avatar_url', 'version', 'updated_at']) }
          : saved,
      );
      // The user menu's picture comes with the session.
      if ('avatar_upload_id' in changes) void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    },
    settle: () => undefined,
  });
}
