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
  type AudienceCountries,
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

type CountrySourcesProps = {
  countries: AudienceCountries;
  country: string;
  onCountry: (country: string) => void;
  countryMapped: boolean;
};

/** Where the records' countries come from, the country for the rest, and the cities not in their record's country. */
function CountrySources({ countries, country, onCountry, countryMapped }: CountrySourcesProps) {
  const sources = [
    countries.from_column > 0 && `${countries.from_column.toLocaleString('en')} from the country column`,
    countries.from_city > 0 && `${countries.from_city.toLocaleString('en')} from their city`,
    countries.from_choice > 0 &&
      `${countries.from_choice.toLocaleString('en')} from the country chosen below`,
  ].filter(Boolean);
  const needed = countries.missing_count > 0 && !country;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" data-testid="country-sources">
        Countries: {sources.length > 0 ? sources.join(', ') : 'none yet'}
        {countries.missing_count > 0
          ? `; ${countries.missing_count.toLocaleString('en')} without one (${countries.missing_count === 1 ? 'row' : 'rows'} ${countries.missing_rows.join(', ')}${countries.missing_count > countries.missing_rows.length ? ', …' : ''}).`
          : '.'}
      </Typography>
      <TextField
        select
        size="small"
        label="Country of records without one"
        value={country}
        onChange={(event) => onCountry(event.target.value)}
        error={needed}
        helperText={
          needed
            ? `Country of records without one: choose one for the ${countries.missing_count.toLocaleString('en')} ${countries.missing_count === 1 ? 'record' : 'records'} with no ${countryMapped ? 'country value' : 'country column'} and no city we know.`
            : 'Records with a country value or a city we know keep their own country.'
        }
        sx={{ maxWidth: 420 }}
      >
        <MenuItem value="">None</MenuItem>
        {COUNTRIES.map(({ code, name: countryName }) => (
          <MenuItem key={code} value={code}>
            {countryName}
          </MenuItem>
        ))}
      </TextField>
      {countries.warnings.length > 0 && (
        <Alert severity="warning" data-testid="city-warnings">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Cities not in their record&apos;s country (the twins keep the country):
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {countries.warnings.map((warning) => (
              <li key={`${warning.city}|${warning.country}`}>{warning.message}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}

/** Name, file, then the mapping step: the first rows, a proposed field per column the user can change. */
export function AudienceUpload({ onCreated }: Props) {
  const inputId = useId();
  const missingId = useId();
  const { activeWorkspace } = useWorkspace();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<AudienceMapping>({});
  const [country, setCountry] = useState('');
  const preview = usePreviewAudienceFile();
  // The same file read again under the mapping and country chosen: where each record's country comes from.
  const check = usePreviewAudienceFile();
  const create = useCreateAudience();

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setCountry('');
    create.reset();
    check.reset();
    if (!chosen) return preview.reset();
    preview.mutate({ file: chosen }, { onSuccess: (result) => setMapping(proposedMapping(result)) });
  };
  const recheck = (nextMapping: AudienceMapping, nextCountry: string) => {
    if (file) check.mutate({ file, mapping: nextMapping, country: nextCountry || undefined });
  };
  const mapColumn = (column: string, field: AudienceField) => {
    const next = { ...mapping, [column]: field };
    setMapping(next);
    const before = mapping[column];
    if ([before, field].some((f) => f === 'country' || f === 'city')) recheck(next, country);
  };
  const chooseCountry = (chosen: string) => {
    setCountry(chosen);
    recheck(mapping, chosen);
  };

  const columns = preview.data?.columns ?? [];
  const countries = check.data?.countries ?? preview.data?.countries;
  const countryMapped = Object.values(mapping).includes('country');
  const usable = Object.values(mapping).some((field) => field !== 'identifying' && field !== 'ignore');
  const missing = !name.trim()
    ? 'Name the audience.'
    : !usable
      ? 'Map at least one column to a twin field.'
      : check.isPending
        ? "Checking the records' countries…"
        : check.isError
          ? 'Fix the mapping above.'
          : countries && countries.missing_count > 0
            ? `Choose a country for the ${countries.missing_count.toLocaleString('en')} ${countries.missing_count === 1 ? 'record' : 'records'} without one${countryMapped ? '' : ', or map a country column'}.`
            : undefined;
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
                    onChange={(event) => mapColumn(column.name, event.target.value as AudienceField)}
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
          {countries && (
            <CountrySources
              countries={countries}
              country={country}
              onCountry={chooseCountry}
              countryMapped={countryMapped}
            />
          )}
          {!usable && <Alert severity="warning">Map at least one column to a twin field.</Alert>}
          <ProblemAlert error={check.error} fallback="The mapping could not be checked." />
          <ProblemAlert error={create.error} fallback="The audience could not be created." />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={missing !== undefined || create.isPending}
              aria-describedby={missing ? missingId : undefined}
            >
              {create.isPending ? 'Creating twins…' : 'Create audience'}
            </Button>
            {missing && (
              <Typography id={missingId} variant="body2" role="status" data-testid="create-missing">
                {missing}
              </Typography>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
