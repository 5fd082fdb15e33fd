// /api-reference: every API route from GET /api/openapi.json, grouped by area, for signed-in users who script against it.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { OpenApiDocument, OpenApiOperation } from '@contracts/openapi';
import { DelayedSpinner } from '@web/components/delayed-spinner';
import { MarkdownView } from '@web/components/markdown-view';
import { PageContainer } from '@web/components/page-container';
import { ProblemAlert } from '@web/components/problem-alert';
import { OPENAPI_PATH, useOpenApiDocument } from '../api/get-openapi-document';

type Entry = { method: string; path: string; operation: OpenApiOperation };

const methodColors: Record<string, 'success' | 'primary' | 'warning' | 'error' | 'secondary'> = {
  get: 'success',
  post: 'primary',
  put: 'warning',
  patch: 'secondary',
  delete: 'error',
};

function entriesByTag(document: OpenApiDocument): [string, Entry[]][] {
  const groups = new Map<string, Entry[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? 'Other';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return [...groups].filter(([, entries]) => entries.length > 0);
}

function accessLabel(operation: OpenApiOperation): string {
  if (!operation.security) return 'Public';
  return operation.description?.startsWith('Administrators') ? 'Admins' : 'Signed in';
}

function SchemaBlock({ label, schema }: { label: string; schema: unknown }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'auto',
          maxHeight: 320,
          fontSize: 12,
          lineHeight: 1.5,
        }}
      >
        {JSON.stringify(schema, null, 2)}
      </Box>
    </Box>
  );
}

function OperationDetails({ operation }: { operation: OpenApiOperation }) {
  const body = Object.entries(operation.requestBody?.content ?? {})[0];
  const responses = Object.entries(operation.responses).filter(([status]) => status !== 'default');
  return (
    <Stack spacing={2}>
      {operation.parameters && operation.parameters.length > 0 && (
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            Parameters
          </Typography>
          {operation.parameters.map((parameter) => (
            <Typography key={`${parameter.in}-${parameter.name}`} variant="body2">
              <Box component="code" sx={{ fontWeight: 600 }}>
                {parameter.name}
              </Box>{' '}
              ({parameter.in}
              {parameter.required ? ', required' : ''})
              {parameter.description ? ` — ${parameter.description}` : ''}
            </Typography>
          ))}
        </Box>
      )}
      {body && <SchemaBlock label={`Request body (${body[0]})`} schema={body[1].schema} />}
      {responses.map(([status, response]) => {
        const content = Object.entries(response.content ?? {})[0];
        return content && Object.keys(content[1].schema).length > 0 ? (
          <SchemaBlock
            key={status}
            label={`${status} ${response.description} (${content[0]})`}
            schema={content[1].schema}
          />
        ) : (
          <Typography key={status} variant="body2">
            <strong>{status}</strong> {response.description}
            {content ? ` (${content[0]})` : ''}
          </Typography>
        );
      })}
    </Stack>
  );
}

export function ApiReferencePage() {
  const document = useOpenApiDocument();
  if (document.isPending) return <DelayedSpinner label="Loading the API reference…" />;
  if (document.isError) {
    return (
      <PageContainer title="API reference">
        <ProblemAlert error={document.error} />
      </PageContainer>
    );
  }
  const { info } = document.data;
  return (
    <PageContainer
      title="API reference"
      subtitle={
        <>
          {info.title} {info.version}. Calls marked “Signed in” use your session cookie, or the token from the
          sign-in answer as <code>Authorization: Bearer &lt;token&gt;</code>. The machine-readable document is
          at <Link href={OPENAPI_PATH}>{OPENAPI_PATH}</Link> (OpenAPI 3.1).
        </>
      }
    >
      <Stack spacing={4}>
        {entriesByTag(document.data).map(([tag, entries]) => (
          <Box key={tag} component="section" aria-labelledby={`api-${tag}`}>
            <Typography id={`api-${tag}`} variant="h5" component="h2" sx={{ mb: 1.5 }}>
              {tag}
            </Typography>
            {entries.map(({ method, path, operation }) => (
              <Accordion
                key={`${method} ${path}`}
                disableGutters
                variant="outlined"
                data-testid="api-operation"
              >
                <AccordionSummary expandIcon={<ExpandMore />}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
                    <Chip
                      label={method.toUpperCase()}
                      color={methodColors[method] ?? 'default'}
                      size="small"
                      sx={{ fontWeight: 700, minWidth: 64 }}
                    />
                    <Box component="code" sx={{ fontSize: 14, fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {path}
                    </Box>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ flexBasis: { xs: '100%', md: 'auto' } }}
                    >
                      {operation.summary}
                    </Typography>
                    <Chip label={accessLabel(operation)} size="small" variant="outlined" />
                  </Box>
                </AccordionSummary>
                <AccordionDetails>
                  <OperationDetails operation={operation} />
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        ))}
        <Box component="section" aria-labelledby="api-errors">
          <Typography id="api-errors" variant="h5" component="h2" sx={{ mb: 1.5 }}>
            Errors
          </Typography>
          <MarkdownView markdown={info.description} />
        </Box>
      </Stack>
    </PageContainer>
  );
}
