import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contracts/account';
import { routes } from '@web/lib/routes';
import { PasswordField } from '@web/components/password-field';
import { ProblemAlert } from '@web/components/problem-alert';
import { zodResolver } from '@web/lib/zod-resolver';
import {
  requestPasswordResetSchema,
  useRequestPasswordReset,
  type RequestPasswordResetInput,
} from '../api/request-password-reset';
import { newPasswordFormSchema, useResetPassword, type NewPasswordForm } from '../api/reset-password';
import { AuthLayout } from './auth-layout';
import { fieldProps } from '@web/lib/field-props';

const backToSignIn = (
  <Link component={RouterLink} to={routes.login} sx={{ fontWeight: 600 }}>
    Back to sign in
  </Link>
);

function SuccessState({
  icon,
  title,
  children,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 1 }}>
      <Box sx={{ color: 'success.main', '& svg': { fontSize: 44 } }}>{icon}</Box>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {children}
      </Typography>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}

function RequestResetForm({ invalidLink }: { invalidLink: boolean }) {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    await request.mutateAsync(values).catch(() => undefined);
  });

  if (request.isSuccess) {
    return (
      <SuccessState icon={<MarkEmailReadOutlined />} title="Check your inbox">
        If an account exists for {getValues('email')}, we have sent a link to reset its password. The link
        works once and expires after a while.
      </SuccessState>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Request a password reset link">
      <Stack spacing={2.5}>
        {invalidLink && (
          <Alert severity="warning">
            This reset link is invalid or has expired. Request a new one below.
          </Alert>
        )}
        <ProblemAlert error={request.error} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          {...fieldProps(register, errors, 'email')}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={isSubmitting}
          disabled={isSubmitting}
        >
          Send reset link
        </Button>
      </Stack>
    </Box>
  );
}

function NewPasswordFormView({ token }: { token: string }) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    await reset.mutateAsync({ newPassword: values.newPassword, token }).catch(() => undefined);
  });

  if (reset.isSuccess) {
    return (
      <SuccessState
        icon={<TaskAltOutlined />}
        title="Your password has been reset"
        action={
          <Button variant="contained" component={RouterLink} to={routes.login}>
            Sign in
          </Button>
        }
      >
        Sign in with your new password. For your security, other sessions were signed out.
      </SuccessState>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Choose a new password">
      <Stack spacing={2.5}>
        <ProblemAlert error={reset.error} />
        {reset.error != null && (
          <Typography variant="body2" color="text.secondary">
            If the link has expired,{' '}
            <Link component={RouterLink} to={routes.resetPassword}>
              request a new one
            </Link>
            .
          </Typography>
        )}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          autoFocus
          {...fieldProps(
            register,
            errors,
            'newPassword',
            `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
          )}
        />
        <PasswordField
          label="Repeat new password"
          autoComplete="new-password"
          {...fieldProps(register, errors, 'confirmPassword')}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={isSubmitting}
          disabled={isSubmitting}
        >
          Set new password
        </Button>
      </Stack>
    </Box>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invalidLink = params.get('error') !== null;
  if (token && !invalidLink) {
    return (
      <AuthLayout title="Choose a new password" footer={backToSignIn}>
        <NewPasswordFormView token={token} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={backToSignIn}
    >
      <RequestResetForm invalidLink={invalidLink} />
    </AuthLayout>
  );
}
