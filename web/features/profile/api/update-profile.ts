// PATCH /api/me/profile {full_name, company?, job_title?}
import { useMutation } from '@tanstack/react-query';
import { profileSchema, profileUpdateSchema, type Profile, type ProfileUpdate } from '@contracts/account';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';

export { profileUpdateSchema };
export type ProfileForm = { full_name: string; company: string; job_title: string };

export function updateProfile(input: ProfileUpdate): Promise<Profile> {
  return validated(api.PATCH('/api/me/profile', { body: input }), profileSchema);
}

/** Saves the profile, then reloads the session's copy so the header and menus show it. */
export function useUpdateProfile() {
  const { refreshProfile, refreshSession } = useAuth();
  return useMutation({
    mutationKey: ['profile', 'update'],
    mutationFn: (form: ProfileForm) =>
      updateProfile({
        full_name: form.full_name.trim(),
        company: form.company.trim() || null,
        job_title: form.job_title.trim() || null,
      }),
    onSuccess: async () => {
      await Promise.all([refreshProfile(), refreshSession()]);
    },
  });
}
