import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  brandProfileInputSchema,
  MAX_COMPETITORS,
  type BrandProfile,
} from '../../../../contracts/brand-study';
import { ProblemAlert } from '../../../components/problem-alert';
import { isApiError } from '../../../lib/api-client';
import { useCreateBrandProfile } from '../api/brand360-api';

type Props = { onCreated: (profile: BrandProfile) => void };

const EMPTY = { name: '', category: '', description: '', logoUrl: '' };

/** The Brand 360 sidebar form: a brand, its category and description, its competitors and an optional logo. */
export function BrandProfileForm({ onCreated }: Props) {
  const [fields, setFields] = useState(EMPTY);
  const [competitors, setCompetitors] = useState<string[]>([]);
  const [competitor, setCompetitor] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateBrandProfile();

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const addCompetitor = () => {
    const name = competitor.trim();
    if (
      !name ||
      competitors.length >= MAX_COMPETITORS ||
      competitors.some((c) => c.toLowerCase() === name.toLowerCase())
    )
      return;
    setCompetitors([...competitors, name]);
    setCompetitor('');
    setErrors(({ competitors: _answered, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pending = competitor.trim() ? [...competitors, competitor.trim()] : competitors;
    const input = { ...fields, logoUrl: fields.logoUrl.trim() || null, competitors: pending };
    const parsed = brandProfileInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    create.mutate(input, {
      onSuccess: (profile) => {
        setFields(EMPTY);
        setCompetitors([]);
        setCompetitor('');
        onCreated(profile);
      },
      onError: (error) => {
        if (isApiError(error))
          setErrors(Object.fromEntries(error.invalidParams.map((p) => [p.name, p.reason])));
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2 }}
      aria-label="New brand profile"
    >
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        New brand profile
      </Typography>
      <TextField
        label="Brand name"
        value={fields.name}
        onChange={set('name')}
        error={Boolean(errors.name)}
        helperText={errors.name}
        required
        size="small"
      />
      <TextField
        label="Category"
        placeholder="e.g. coffee shop, banking app"
        value={fields.category}
        onChange={set('category')}
        error={Boolean(errors.category)}
        helperText={errors.category}
        required
        size="small"
      />
      <TextField
        label="Description"
        placeholder="What the brand offers, its prices, what it stands for, how long it has been around"
        value={fields.description}
        onChange={set('description')}
        error={Boolean(errors.description)}
        helperText={errors.description}
        required
        multiline
        minRows={3}
        size="small"
      />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            label={`Competitors (${competitors.length}/${MAX_COMPETITORS})`}
            value={competitor}
            onChange={(event) => setCompetitor(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addCompetitor();
              }
            }}
            error={Boolean(errors.competitors)}
            helperText={errors.competitors ?? 'Press Enter or Add after each name'}
            size="small"
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            onClick={addCompetitor}
            disabled={!competitor.trim() || competitors.length >= MAX_COMPETITORS}
            sx={{ alignSelf: 'flex-start', height: 40 }}
          >
            Add
          </Button>
        </Box>
        {competitors.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }} aria-label="Competitors added">
            {competitors.map((name) => (
              <Chip
                key={name}
                label={name}
                onDelete={() => setCompetitors(competitors.filter((c) => c !== name))}
                size="small"
              />
            ))}
          </Box>
        )}
      </Box>
      <TextField
        label="Logo address (optional)"
        placeholder="https://…"
        value={fields.logoUrl}
        onChange={set('logoUrl')}
        error={Boolean(errors.logoUrl)}
        helperText={errors.logoUrl}
        size="small"
      />
      {/* Field problems show under their fields; anything else here. */}
      {create.isError && !(isApiError(create.error) && create.error.invalidParams.length > 0) && (
        <ProblemAlert error={create.error} />
      )}
      <Button type="submit" variant="contained" disabled={create.isPending}>
        {create.isPending ? 'Saving...' : 'Create profile'}
      </Button>
    </Box>
  );
}
