import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { FILTER_OPTIONS, type ChipCounts, type FilterGroup } from '@contracts/persona-filters';
import { CITIES, COUNTRIES, INCOME_GROUPS, JOB_TYPES, type FilterSet } from '@contracts/personas';

const OPTION_NAMES: Record<FilterGroup, Record<string, string>> = {
  ageGroups: {},
  countries: Object.fromEntries(COUNTRIES.map((c) => [c.code, c.name])),
  cities: Object.fromEntries(CITIES.map((c) => [c.code, c.name])),
  incomeGroups: Object.fromEntries(INCOME_GROUPS.map((i) => [i.code, i.name])),
  jobTypes: Object.fromEntries(JOB_TYPES.map((j) => [j.code, j.name])),
};

/** How a filter code reads on a chip: 'Malta' for MT, 'Tech Professionals' for Tech; age groups as they are. */
export function filterOptionLabel(group: FilterGroup, code: string): string {
  return OPTION_NAMES[group][code] ?? code;
}

export const EMPTY_FILTERS: FilterSet = {
  ageGroups: [],
  countries: [],
  cities: [],
  incomeGroups: [],
  jobTypes: [],
};

/** The filter set with one code added to, or removed from, its group. */
export function toggleFilter(filters: FilterSet, group: FilterGroup, code: string): FilterSet {
  const codes = filters[group] as string[];
  const next = codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code];
  return { ...filters, [group]: next };
}

type Props = {
  group: FilterGroup;
  title: string;
  filters: FilterSet;
  counts: ChipCounts;
  onToggle: (group: FilterGroup, code: string) => void;
};

/** One group of filter chips, each with how many twins it would match. */
export function FilterChipGroup({ group, title, filters, counts, onToggle }: Props) {
  const headingId = `filter-group-${group}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {FILTER_OPTIONS[group].map((code) => {
          const active = (filters[group] as string[]).includes(code);
          const count = counts[group][code] ?? 0;
          return (
            <Chip
              key={code}
              clickable
              color={active ? 'primary' : 'default'}
              variant={active ? 'filled' : 'outlined'}
              aria-pressed={active}
              onClick={() => onToggle(group, code)}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                  {filterOptionLabel(group, code)}
                  <Box
                    component="span"
                    data-testid={`chip-count-${group}-${code}`}
                    sx={{
                      fontSize: 12,
                      fontWeight: 700,
                      px: 0.75,
                      borderRadius: 8,
                      bgcolor: active ? 'rgba(255,255,255,0.25)' : 'action.hover',
                      lineHeight: '18px',
                    }}
                  >
                    {count}
                  </Box>
                </Box>
              }
            />
          );
        })}
      </Box>
    </Box>
  );
}
