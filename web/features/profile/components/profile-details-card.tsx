import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Profile } from '@contracts/account';
import { ProblemAlert } from '@web/components/problem-alert';
import { zodResolver } from '@web/lib/zod-resolver';
import { profileUpdateSchema, useUpdateProfile, type ProfileForm } from '../api/update-profile';
import { fieldProps } from '@web/lib/field-props';

type Props = { email: string; name: string; profile: Profile | null };

export function ProfileDetailsCard({ email, name, profile }: Props) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileForm>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      full_name: profile?.full_name || name,
      company: profile?.company ?? '',
      job_title: profile?.job_title ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ full_name: saved.full_name, company: saved.company ?? '', job_title: saved.job_title ?? '' });
    } catch {
      // shown from update.error
    }
  });

  return (
    <Card component="section" aria-labelledby="profile-details-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="profile-details-title" variant="h6" component="h2">
          Personal details
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          How you appear in Twinsight.
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Personal details">
          <Stack spacing={2.5}>
            {update.isSuccess && !isDirty && (
              <Alert severity="success" role="status">
                Your profile has been saved.
              </Alert>
            )}
            <ProblemAlert error={update.error} />
            <TextField
              label="Email"
              value={email}
              slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
              helperText="Your sign-in email cannot be changed here."
            />
            <TextField
              label="Full name"
              autoComplete="name"
              required
              {...fieldProps(register, errors, 'full_name')}
            />
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                label="Company"
                autoComplete="organization"
                {...fieldProps(register, errors, 'company')}
              />
              <TextField
                label="Job title"
                autoComplete="organization-title"
                {...fieldProps(register, errors, 'job_title')}
              />
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                type="submit"
                variant="contained"
                loading={isSubmitting}
                disabled={isSubmitting || !isDirty}
              >
                Save changes
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
