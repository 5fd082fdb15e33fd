import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contracts/account';
import { routes } from '@web/lib/routes';
import { PasswordField } from '@web/components/password-field';
import { ProblemAlert } from '@web/components/problem-alert';
import { isApiError } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { zodResolver } from '@web/lib/zod-resolver';
import { signIn } from '../api/sign-in';
import { signUpSchema, useSignUp, type SignUpInput } from '../api/sign-up';
import { AuthLayout } from './auth-layout';
import { fieldProps } from '@web/lib/field-props';
import { AlreadySignedInNotice } from './already-signed-in-notice';

export const SIGN_UP_FAILED_MESSAGE =
  "We couldn't create an account with these details. If you already have an account, sign in or reset your password.";

const fieldNames = ['name', 'email', 'password'] as const;

export function SignUpPage() {
  const { user, loading, refreshSession } = useAuth();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [serverError, setServerError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      if (isApiError(error)) {
        for (const param of error.invalidParams) {
          const field = fieldNames.find((name) => name === param.name);
          if (field) setError(field, { type: 'server', message: param.reason });
        }
      }
      setServerError(error);
      return;
    }
    try {
      await signIn({ email: values.email, password: values.password });
    } catch (error) {
      // A network failure says so; anything else means these details cannot make a new account.
      setServerError(isApiError(error) && error.status === 0 ? error : new Error(SIGN_UP_FAILED_MESSAGE));
      return;
    }
    await refreshSession();
    setDone(true);
    navigate(routes.researchLab, { replace: true });
  });

  if (user && !loading && !isSubmitting && !done) return <AlreadySignedInNotice email={user.email} />;

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Test concepts with AI digital twins. New accounts start with free credits."
      footer={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to={routes.login} sx={{ fontWeight: 600 }}>
            Sign in
          </Link>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Create your account">
        <Stack spacing={2.5}>
          <ProblemAlert error={serverError} />
          <TextField
            label="Full name"
            autoComplete="name"
            autoFocus
            {...fieldProps(register, errors, 'name')}
          />
          <TextField
            label="Work email"
            type="email"
            autoComplete="email"
            {...fieldProps(register, errors, 'email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            {...fieldProps(
              register,
              errors,
              'password',
              `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; avoid common passwords.`,
            )}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={isSubmitting}
            disabled={isSubmitting}
          >
            Create account
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            By creating an account you agree to our{' '}
            <Link component={RouterLink} to={routes.terms}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link component={RouterLink} to={routes.privacy}>
              Privacy Policy
            </Link>
            .
          </Typography>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
