import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contracts/account';
import { PasswordField } from '@web/components/password-field';
import { ProblemAlert } from '@web/components/problem-alert';
import { zodResolver } from '@web/lib/zod-resolver';
import { changePasswordFormSchema, useChangePassword, type ChangePasswordForm } from '../api/change-password';
import { fieldProps } from '@web/lib/field-props';

const emptyForm: ChangePasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  revokeOtherSessions: true,
};

export function ChangePasswordCard() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(emptyForm);
    } catch {
      // shown from change.error
    }
  });

  return (
    <Card component="section" aria-labelledby="change-password-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="change-password-title" variant="h6" component="h2">
          Change password
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {PASSWORD_MIN_LENGTH} to {PASSWORD_MAX_LENGTH} characters. Avoid passwords you use elsewhere.
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Change password">
          <Stack spacing={2.5}>
            {change.isSuccess && (
              <Alert severity="success" role="status">
                Your password has been changed.
              </Alert>
            )}
            <ProblemAlert error={change.error} />
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              {...fieldProps(register, errors, 'currentPassword')}
            />
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <PasswordField
                label="New password"
                autoComplete="new-password"
                {...fieldProps(register, errors, 'newPassword')}
              />
              <PasswordField
                label="Repeat new password"
                autoComplete="new-password"
                {...fieldProps(register, errors, 'confirmPassword')}
              />
            </Box>
            <FormControlLabel
              control={<Checkbox defaultChecked {...register('revokeOtherSessions')} />}
              label="Sign out of other devices"
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" loading={isSubmitting} disabled={isSubmitting}>
                Change password
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
