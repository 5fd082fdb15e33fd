// Brand 360's calls: the caller's brand profiles, one profile, its studies, and running a study (1 credit).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  brandProfileListSchema,
  brandProfileSchema,
  brandStudyPageSchema,
  type BrandProfile,
  type BrandProfileInput,
  type BrandStudyRecord,
  type BrandStudyRequest,
  ownedBrandStudyRecordSchema,
} from '@contracts/brand-study';
import { HISTORY_PAGE_SIZE } from '@contracts/feedback';
import { useTokens } from '@web/entities/credits/use-tokens';
import { feedbackRecordKeys } from '@web/entities/feedback-record/feedback-record-keys';
import { useAuth } from '@web/entities/session/use-auth';
import { api, isApiError, validated } from '@web/lib/api-client';
import { userQueryKey } from '@web/lib/query-keys';

type UserId = string | null | undefined;

export const brand360Keys = {
  all: (userId: UserId) => userQueryKey(userId, 'brand-profiles'),
  profile: (userId: UserId, id: string) => [...brand360Keys.all(userId), id] as const,
  studies: (userId: UserId, id: string) => [...brand360Keys.all(userId), id, 'studies'] as const,
  everyStudy: (userId: UserId) => userQueryKey(userId, 'brand-studies'),
};

const profileParams = (id: string) => ({ params: { path: { id } } });

export function useBrandProfiles() {
  const { user } = useAuth();
  return useQuery({
    queryKey: brand360Keys.all(user?.id),
    queryFn: () => validated(api.GET('/api/brand-profiles'), brandProfileListSchema),
    enabled: Boolean(user),
  });
}

export function useBrandProfile(id: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: brand360Keys.profile(user?.id, id),
    queryFn: () => validated(api.GET('/api/brand-profiles/{id}', profileParams(id)), brandProfileSchema),
    enabled: Boolean(user),
    // Someone else's or a missing profile stays missing: no retries for a 404.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}

export function useCreateBrandProfile() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandProfileInput) =>
      validated(api.POST('/api/brand-profiles', { body: input }), brandProfileSchema),
    onSuccess: (profile: BrandProfile) => {
      queryClient.setQueryData(brand360Keys.profile(user?.id, profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: brand360Keys.all(user?.id) });
    },
  });
}

export function useUpdateBrandProfile(id: string) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandProfileInput) =>
      validated(
        api.PATCH('/api/brand-profiles/{id}', { ...profileParams(id), body: input }),
        brandProfileSchema,
      ),
    onSuccess: (profile: BrandProfile) => {
      queryClient.setQueryData(brand360Keys.profile(user?.id, profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: brand360Keys.all(user?.id), exact: true });
    },
  });
}

/** Deletes the profile; its studies stay readable from their run pages. */
export function useDeleteBrandProfile(id: string) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.DELETE('/api/brand-profiles/{id}', profileParams(id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: brand360Keys.profile(user?.id, id) });
      void queryClient.invalidateQueries({ queryKey: brand360Keys.everyStudy(user?.id) });
      void queryClient.invalidateQueries({ queryKey: brand360Keys.all(user?.id), exact: true });
    },
  });
}

export function useBrandStudies(profileId: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: brand360Keys.studies(user?.id, profileId),
    queryFn: () =>
      validated(
        api.GET('/api/brand-profiles/{id}/studies', profileParams(profileId)),
        ownedBrandStudyRecordSchema.array(),
      ),
    enabled: Boolean(user),
  });
}

export function useRunBrandStudy(profileId: string) {
  const { user } = useAuth();
  const { refreshTokens } = useTokens();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BrandStudyRequest): Promise<BrandStudyRecord> =>
      validated(
        api.POST('/api/brand-profiles/{id}/studies', { ...profileParams(profileId), body: request }),
        ownedBrandStudyRecordSchema,
      ),
    onSettled: () => {
      // The run charged (or refunded) a credit; the realtime stream also pushes the balance.
      void refreshTokens();
      void queryClient.invalidateQueries({ queryKey: brand360Keys.studies(user?.id, profileId) });
      void queryClient.invalidateQueries({ queryKey: brand360Keys.everyStudy(user?.id) });
      void queryClient.invalidateQueries({ queryKey: feedbackRecordKeys.all(user?.id) });
    },
  });
}

/** Every study of the caller across profiles (a deleted profile's included), a page at a time. */
export function useAllBrandStudies() {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: brand360Keys.everyStudy(user?.id),
    queryFn: ({ pageParam }) =>
      validated(
        api.GET('/api/brand-studies', {
          params: { query: { pageSize: HISTORY_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
        brandStudyPageSchema,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.nextCursor : undefined),
    enabled: Boolean(user),
  });
}
