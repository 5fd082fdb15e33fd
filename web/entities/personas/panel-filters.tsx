import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { countMatches, countActiveFilters, type FilterGroup } from '@contracts/persona-filters';
import type { FilterSet } from '@contracts/personas';
import { MAX_PANEL_TWINS } from '@contracts/research-panel';
import { EMPTY_FILTERS, FilterChipGroup, toggleFilter } from '@web/components/filter-chip-group';
import { ProblemAlert } from '@web/components/problem-alert';
import { usePersonas } from './list-personas';

const GROUPS: Array<{ group: FilterGroup; title: string }> = [
  { group: 'ageGroups', title: 'Age Groups' },
  { group: 'countries', title: 'Countries' },
  { group: 'incomeGroups', title: 'Income' },
  { group: 'jobTypes', title: 'Professional Roles (B2B)' },
];

/** The filters a panel of up to `maxTwins` twins is drawn by, each chip with how many twins it would match. */
export function PanelFilters({
  filters,
  onChange,
  maxTwins = MAX_PANEL_TWINS,
}: {
  filters: FilterSet;
  onChange: (next: FilterSet) => void;
  maxTwins?: number;
}) {
  const personas = usePersonas();
  const library = personas.data ?? [];
  const counts = countMatches(library, filters);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        Panel of digital twins
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`Up to ${maxTwins} twins matching these filters answer; results count each twin by its survey weight.`}
      </Typography>
      <ProblemAlert error={personas.error} fallback="Failed to load digital twins" />
      {GROUPS.map(({ group, title }) => (
        <FilterChipGroup
          key={group}
          group={group}
          title={title}
          filters={filters}
          counts={counts}
          onToggle={(g, code) => onChange(toggleFilter(filters, g, code))}
        />
      ))}
      {countActiveFilters(filters) > 0 && (
        <Button
          color="inherit"
          size="small"
          onClick={() => onChange(EMPTY_FILTERS)}
          sx={{ justifySelf: 'start' }}
        >
          Clear filters
        </Button>
      )}
    </Box>
  );
}
