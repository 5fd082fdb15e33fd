import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { snapshotRequestSchema, type SnapshotRequestInput } from '@contracts/content';
import { routes } from '@web/lib/routes';
import { NoticeCard } from '@web/components/notice-card';
import { PageContainer } from '@web/components/page-container';
import { ProblemAlert } from '@web/components/problem-alert';
import { isApiError } from '@web/lib/api-client';
import { usePageMeta } from '@web/lib/page-meta';
import { zodResolver } from '@web/lib/zod-resolver';
import { useCreateSnapshotRequest } from '../api/create-snapshot-request';

type RequestForm = Required<SnapshotRequestInput>;
const FIELDS: (keyof RequestForm)[] = ['name', 'email', 'company', 'brand', 'message'];

const included = [
  'How a panel of digital twins across Malta, the UK, the Netherlands and the US perceives your brand',
  'Overall sentiment, the messages that land and the concerns that come up',
  'Differences by age group, country and income',
];

function RequestError({ error }: { error: unknown }) {
  if (isApiError(error) && error.status === 429) {
    return (
      <Alert severity="warning" role="alert">
        <AlertTitle>Too many requests, please try again later</AlertTitle>
        {error.detail}
      </Alert>
    );
  }
  return <ProblemAlert error={error} />;
}

/** /snapshot-request: a public form asking for a free brand snapshot, with a confirmation once sent. */
export function SnapshotRequestPage() {
  usePageMeta({
    title: 'Request a free brand snapshot',
    description:
      'Ask for a free Twinsight brand snapshot: how AI digital twins of your customers see your brand.',
    path: routes.snapshotRequest,
  });
  const request = useCreateSnapshotRequest();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RequestForm>({
    resolver: zodResolver(snapshotRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', company: '', brand: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      // The confirmation replaces a longer form: bring its top into view.
      window.scrollTo({ top: 0 });
    } catch (error) {
      for (const param of isApiError(error) ? error.invalidParams : []) {
        const field = FIELDS.find((name) => name === param.name);
        if (field) setError(field, { message: param.reason });
      }
    }
  });

  const field = (name: keyof RequestForm) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
  });

  if (request.isSuccess) {
    const { name, email, brand } = getValues();
    return (
      <PageContainer maxWidth="md">
        <NoticeCard
          icon={<CheckCircleOutlined />}
          title="Thank you, your request is in"
          actions={
            <>
              <Button component={RouterLink} to={routes.resources} variant="contained">
                Read our resources
              </Button>
              <Button component={RouterLink} to={routes.home} variant="outlined">
                Back to the home page
              </Button>
            </>
          }
        >
          Thanks, {name.trim()}. We will prepare a snapshot of {brand.trim()} and write to you at {email}.
        </NoticeCard>
      </PageContainer>
    );
  }

  return (
    <PageContainer
      title="Request a free brand snapshot"
      subtitle="See how AI digital twins of your customers perceive your brand."
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            What you get
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            {included.map((text) => (
              <Typography component="li" color="text.secondary" key={text}>
                {text}
              </Typography>
            ))}
          </Box>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            The snapshot is free and there is nothing to install. We only use your details to send it to you.
          </Typography>
        </Box>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Box component="form" noValidate onSubmit={onSubmit} aria-label="Snapshot request">
              <Stack spacing={2.5}>
                <TextField label="Your name" autoComplete="name" required {...field('name')} />
                <TextField
                  label="Work email"
                  type="email"
                  autoComplete="email"
                  required
                  {...field('email')}
                />
                <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <TextField label="Company" autoComplete="organization" required {...field('company')} />
                  <TextField label="Brand to analyse" required {...field('brand')} />
                </Box>
                <TextField
                  label="Message"
                  multiline
                  minRows={4}
                  placeholder="Competitors, markets or questions you want the snapshot to cover (optional)"
                  {...field('message')}
                />
                <RequestError error={request.error} />
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  loading={isSubmitting}
                  disabled={isSubmitting}
                  sx={{ alignSelf: { sm: 'flex-start' } }}
                >
                  Request my snapshot
                </Button>
              </Stack>
            </Box>
          </CardContent>
        </Card>
      </Box>
    </PageContainer>
  );
}
