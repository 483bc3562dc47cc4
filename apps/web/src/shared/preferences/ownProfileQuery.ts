import { type UserProfile, userProfilesApi } from '@freight/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api/apiClient';
import { profileKeys } from '../api/queryKeys';

/** The signed-in user's profile: the server answers exactly one, made with the defaults on first read. */
export const ownProfileQuery = queryOptions({
  queryKey: profileKeys.own(),
  queryFn: async ({ signal }): Promise<UserProfile> => {
    const page = await callApi(userProfilesApi.list, { signal });
    const profile = page.data[0];
    if (!profile) throw new Error('No profile answered');
    return profile as UserProfile;
  },
  staleTime: 5 * 60_000,
});
