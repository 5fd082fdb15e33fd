import { useDeferredValue, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import {
  countActiveFilters,
  countMatches,
  filterPersonas,
  type FilterGroup,
} from '@contracts/persona-filters';
import type { FilterSet, Persona } from '@contracts/personas';
import { EMPTY_FILTERS, FilterChipGroup, toggleFilter } from '@web/components/filter-chip-group';
import { NoticeCard } from '@web/components/notice-card';
import { PageContainer } from '@web/components/page-container';
import { ProblemAlert } from '@web/components/problem-alert';
import { PersonaCard, type PersonaDetailState } from './persona-card';
import { PersonaDetailDialog } from './persona-detail-dialog';
import { libraryOrder } from './library-order';
import { searchPersonas } from './search-personas';
import { plural } from '@web/lib/plural';

export const PERSONAS_PAGE_SIZE = 24;

const formatCount = (value: number) => value.toLocaleString('en-US');

const CHIP_GROUPS: { group: FilterGroup; title: string }[] = [
  { group: 'ageGroups', title: 'Age Groups' },
  { group: 'countries', title: 'Countries' },
  { group: 'jobTypes', title: 'Professional Roles' },
  { group: 'incomeGroups', title: 'Income' },
];

export type PersonasPageProps = { personas: Persona[]; loading: boolean; error: unknown };

/** The Digital Twins library: search, filters with match counts, a paged grid, and one twin's profile at ?id=…. */
export function PersonasPage({ personas, loading, error }: PersonasPageProps) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<FilterSet>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const deferredQuery = useDeferredValue(query);

  const ordered = useMemo(() => libraryOrder(personas), [personas]);
  const searched = useMemo(() => searchPersonas(ordered, deferredQuery), [ordered, deferredQuery]);
  const counts = useMemo(() => countMatches(searched, filters), [searched, filters]);
  const results = useMemo(() => filterPersonas(searched, filters), [searched, filters]);
  const pageCount = Math.max(1, Math.ceil(results.length / PERSONAS_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const visible = results.slice((currentPage - 1) * PERSONAS_PAGE_SIZE, currentPage * PERSONAS_PAGE_SIZE);
  const activeFilterCount = countActiveFilters(filters);

  const detailId = params.get('id');
  const detail = detailId ? personas.find((persona) => persona.id === detailId) : undefined;
  const closeDetail = () => {
    if ((location.state as PersonaDetailState | null)?.fromGrid) navigate(-1);
    else {
      const next = new URLSearchParams(params);
      next.delete('id');
      setParams(next, { replace: true });
    }
  };

  const changeFilters = (next: FilterSet) => {
    setFilters(next);
    setPage(1);
  };
  const clearAll = () => {
    changeFilters(EMPTY_FILTERS);
    setQuery('');
  };

  return (
    <PageContainer
      title="Digital Twins"
      subtitle="Browse the AI twins behind every analysis: search, filter and open any twin’s full profile."
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          columnGap: { md: 4 },
          gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
          gridTemplateAreas: { xs: '"search" "filters" "results"', md: '"filters search" "filters results"' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'search', '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}>
          <TextField
            fullWidth
            size="small"
            type="search"
            label="Search twins"
            placeholder="Name, occupation or city"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Card
          component="aside"
          aria-label="Filters"
          sx={{ gridArea: 'filters', p: { xs: 1.5, md: 2.5 }, position: { md: 'sticky' }, top: { md: 88 } }}
        >
          {!desktop && (
            <Button
              fullWidth
              variant="outlined"
              startIcon={<FilterList />}
              aria-expanded={filtersOpen}
              aria-controls="persona-filters"
              onClick={() => setFiltersOpen((value) => !value)}
            >
              {filtersOpen ? 'Hide filters' : 'Show filters'}
              {activeFilterCount > 0 ? ` (${activeFilterCount})` : ''}
            </Button>
          )}
          <Collapse in={desktop || filtersOpen}>
            <Box id="persona-filters" sx={{ display: 'grid', gap: 2.5, mt: { xs: 2.5, md: 0 } }}>
              {CHIP_GROUPS.map(({ group, title }) => (
                <FilterChipGroup
                  key={group}
                  group={group}
                  title={title}
                  filters={filters}
                  counts={counts}
                  onToggle={(g, code) => changeFilters(toggleFilter(filters, g, code))}
                />
              ))}
              <Button
                color="inherit"
                disabled={activeFilterCount === 0}
                onClick={() => changeFilters(EMPTY_FILTERS)}
                sx={{ justifySelf: 'start' }}
              >
                Clear filters
              </Button>
            </Box>
          </Collapse>
        </Card>

        <Box component="section" aria-label="Digital twins" sx={{ gridArea: 'results', minWidth: 0 }}>
          <ProblemAlert error={error} fallback="Failed to load digital twins" sx={{ mb: 2 }} />
          {loading ? (
            <Box
              aria-busy="true"
              aria-label="Loading digital twins"
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))' }}
            >
              {Array.from({ length: 12 }, (_, index) => (
                <Skeleton key={index} variant="rounded" height={150} />
              ))}
            </Box>
          ) : error ? null : results.length === 0 ? (
            <NoticeCard
              headingLevel="h2"
              title="No digital twins match"
              actions={
                <Button variant="contained" onClick={clearAll}>
                  Clear search and filters
                </Button>
              }
            >
              No twin in the library matches your search and filters. Remove a filter or try another search.
            </NoticeCard>
          ) : (
            <>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  flexWrap: 'wrap',
                  gap: 1,
                  mb: 2,
                }}
              >
                <Typography color="text.secondary" aria-live="polite" data-testid="persona-result-count">
                  {results.length === personas.length
                    ? plural(results.length, 'twin')
                    : `${formatCount(results.length)} of ${formatCount(personas.length)} twins`}
                </Typography>
                {pageCount > 1 && (
                  <Typography variant="body2" color="text.secondary">
                    Page {currentPage} of {pageCount}
                  </Typography>
                )}
              </Box>
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))' }}
              >
                {visible.map((persona) => (
                  <PersonaCard key={persona.id} persona={persona} />
                ))}
              </Box>
              {pageCount > 1 && (
                <Pagination
                  sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
                  count={pageCount}
                  page={currentPage}
                  siblingCount={desktop ? 1 : 0}
                  onChange={(_, value) => {
                    setPage(value);
                    window.scrollTo({ top: 0 });
                  }}
                  color="primary"
                  aria-label="Twin pages"
                />
              )}
            </>
          )}
        </Box>
      </Box>
      <PersonaDetailDialog open={Boolean(detailId) && !loading} persona={detail} onClose={closeDetail} />
    </PageContainer>
  );
}
