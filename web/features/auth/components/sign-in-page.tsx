import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { routes, safeReturnPath, type ReturnState } from '@web/lib/routes';
import { PasswordField } from '@web/components/password-field';
import { ProblemAlert } from '@web/components/problem-alert';
import { useAuth } from '@web/entities/session/use-auth';
import { zodResolver } from '@web/lib/zod-resolver';
import { signInSchema, useSignIn, type SignInInput } from '../api/sign-in';
import { AuthLayout } from './auth-layout';
import { fieldProps } from '@web/lib/field-props';
import { AlreadySignedInNotice } from './already-signed-in-notice';

export function SignInPage() {
  const { user, loading, refreshSession } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = safeReturnPath((location.state as ReturnState | null)?.from) ?? routes.researchLab;
  const signIn = useSignIn();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch {
      return; // shown from signIn.error
    }
    await refreshSession();
    setDone(true);
    navigate(returnTo, { replace: true });
  });

  if (user && !loading && !isSubmitting && !done) return <AlreadySignedInNotice email={user.email} />;

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back. Sign in to continue to your Research Lab."
      footer={
        <>
          New to Twinsight?{' '}
          <Link component={RouterLink} to={routes.signup} sx={{ fontWeight: 600 }}>
            Create an account
          </Link>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign in">
        <Stack spacing={2.5}>
          <ProblemAlert error={signIn.error} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            {...fieldProps(register, errors, 'email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            {...fieldProps(register, errors, 'password')}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '8px !important' }}>
            <Link component={RouterLink} to={routes.resetPassword} variant="body2">
              Forgot your password?
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={isSubmitting}
            disabled={isSubmitting}
          >
            Sign in
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
