import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import {
  AUDIENCE_FIELD_LABELS,
  AUDIENCE_FIELDS,
  AUDIENCE_MAX_TWINS,
  AUDIENCE_NAME_MAX_LENGTH,
  type AudienceField,
  type AudienceMapping,
  type AudiencePreview,
  type AudienceWithTwins,
} from '@contracts/audiences';
import { COUNTRIES } from '@contracts/personas';
import { ProblemAlert } from '@web/components/problem-alert';
import { useWorkspace } from '@web/entities/workspaces/use-workspace';
import { useCreateAudience } from '../api/create-audience';
import { usePreviewAudienceFile } from '../api/preview-audience-file';

type Props = { onCreated: (audience: AudienceWithTwins) => void };

const CHOOSABLE = AUDIENCE_FIELDS.filter((field) => field !== 'identifying');

function proposedMapping(preview: AudiencePreview): AudienceMapping {
  return Object.fromEntries(preview.columns.map((column) => [column.name, column.proposed]));
}

/** Name, file, then the mapping step: the first rows, a proposed field per column the user can change. */
export function AudienceUpload({ onCreated }: Props) {
  const inputId = useId();
  const { activeWorkspace } = useWorkspace();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<AudienceMapping>({});
  const [country, setCountry] = useState('');
  const preview = usePreviewAudienceFile();
  const create = useCreateAudience();

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    create.reset();
    if (!chosen) return preview.reset();
    preview.mutate(chosen, { onSuccess: (result) => setMapping(proposedMapping(result)) });
  };

  const columns = preview.data?.columns ?? [];
  const countryMapped = Object.values(mapping).includes('country');
  const usable = Object.values(mapping).some((field) => field !== 'identifying' && field !== 'ignore');
  const submit = () => {
    if (!file) return;
    create.mutate(
      { name: name.trim(), file, mapping, country: country || undefined, workspaceId: activeWorkspace?.id },
      { onSuccess: onCreated },
    );
  };

  return (
    <Box
      component="form"
      aria-label="New audience"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        label="Audience name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: AUDIENCE_NAME_MAX_LENGTH } }}
        helperText="For example: Loyalty members 2026"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFile />}>
          Choose CSV or XLSX
          <input
            id={inputId}
            hidden
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {file
            ? file.name
            : 'At most 10 MB and 20,000 records, one record per row, headers in the first row.'}
        </Typography>
      </Box>
      {preview.isPending && <Typography color="text.secondary">Reading the file…</Typography>}
      <ProblemAlert error={preview.error} fallback="The file could not be read." />

      {preview.data && (
        <Box sx={{ display: 'grid', gap: 1.5 }} aria-label="Column mapping" role="group">
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            Map the columns
          </Typography>
          <Alert severity="info" role="note">
            {preview.data.row_count.toLocaleString('en')} records.{' '}
            {preview.data.mode === 'records'
              ? 'Each record becomes a twin.'
              : `More than ${AUDIENCE_MAX_TWINS}: they are summarised into ${AUDIENCE_MAX_TWINS} weighted twins whose mix matches the file.`}{' '}
            Columns that identify a person are never stored or sent to a model.
          </Alert>
          {columns.map((column) => {
            const samples = preview.data.rows
              .map((row) => row[column.name] ?? '')
              .filter(Boolean)
              .slice(0, 3);
            return (
              <Box
                key={column.name}
                data-testid="mapping-row"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 260px' },
                  gap: 1,
                  alignItems: 'center',
                  p: 1.25,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{column.name}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {column.identifying ? 'Hidden: identifies a person' : samples.join(' · ') || 'Empty'}
                  </Typography>
                </Box>
                {column.identifying ? (
                  <Chip color="warning" variant="outlined" label="Identifies a person: never stored" />
                ) : (
                  <TextField
                    select
                    size="small"
                    label={`Field for ${column.name}`}
                    value={mapping[column.name] ?? 'ignore'}
                    onChange={(event) =>
                      setMapping((current) => ({
                        ...current,
                        [column.name]: event.target.value as AudienceField,
                      }))
                    }
                  >
                    {CHOOSABLE.map((field) => (
                      <MenuItem key={field} value={field}>
                        {AUDIENCE_FIELD_LABELS[field]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Box>
            );
          })}
          {!countryMapped && (
            <TextField
              select
              size="small"
              label="Country of every record"
              value={country}
              onChange={(event) => setCountry(event.target.value)}
              helperText="No column holds a country: twins live in one of these."
            >
              <MenuItem value="">Choose a country</MenuItem>
              {COUNTRIES.map(({ code, name: countryName }) => (
                <MenuItem key={code} value={code}>
                  {countryName}
                </MenuItem>
              ))}
            </TextField>
          )}
          {!usable && <Alert severity="warning">Map at least one column to a twin field.</Alert>}
          <ProblemAlert error={create.error} fallback="The audience could not be created." />
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={!name.trim() || !usable || create.isPending || (!countryMapped && !country)}
            >
              {create.isPending ? 'Creating twins…' : 'Create audience'}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
