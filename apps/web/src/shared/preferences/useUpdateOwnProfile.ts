import { type UserProfile, type UserProfileUpdate, userProfilesApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError';
import { callApi } from '../api/apiClient';
import { sessionKeys } from '../api/queryKeys';
import { ownProfileQuery } from './ownProfileQuery';

function pick(profile: UserProfile, keys: string[]): Partial<UserProfile> {
  return Object.fromEntries(keys.map((key) => [key, profile[key as keyof UserProfile]]));
}

/**
 * Changes the signed-in user's profile. Preferences apply at once (the cached profile changes before the
 * server answers) and go back to what they were when the save fails. Saves run one after another, each with
 * the version the last one answered (If-Match), so quick toggles never trip over each other.
 */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  const key = ownProfileQuery.queryKey;
  return useMutation({
    scope: { id: 'own-profile' },
    mutationFn: (changes: UserProfileUpdate) => {
      const current = queryClient.getQueryData(key);
      if (!current) throw new ApiError(0, 'NETWORK_ERROR', 'The profile is not loaded yet.');
      return callApi(userProfilesApi.update, {
        params: { id: current.id },
        body: changes,
        ifMatch: current.version,
      });
    },
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      const { avatar_upload_id: _picture, ...shown } = changes;
      if (previous) queryClient.setQueryData(key, { ...previous, ...shown } as UserProfile);
      return { previous };
    },
    onError: (error, changes, context) => {
      const previous = context?.previous;
      if (previous) {
        queryClient.setQueryData(key, (now) =>
          now ? { ...now, ...pick(previous, Object.keys(changes)) } : now,
        );
      }
      if (ApiError.is(error, 412)) void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (saved, changes) => {
      // Keeps later changes still on their way as they are shown; takes the version and this save's fields.
      queryClient.setQueryData(key, (now) =>
        now
          ? {
              ...now,
              ...pick(saved, [...Object.keys(changes), 'avatar_url', 'version', 'updated_at']),
            }
          : saved,
      );
      // The user menu's picture comes with the session.
      if ('avatar_upload_id' in changes) void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    },
  });
}
