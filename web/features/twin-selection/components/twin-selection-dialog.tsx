import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import {
  chooseForMe,
  countActiveFilters,
  countMatches,
  filterPersonas,
  FILTER_GROUPS,
  type FilterGroup,
} from '@contracts/persona-filters';
import { MAX_TWINS, type FilterSet, type Persona } from '@contracts/personas';
import {
  EMPTY_FILTERS,
  FilterChipGroup,
  filterOptionLabel,
  toggleFilter,
} from '@web/components/filter-chip-group';
import { ProblemAlert } from '@web/components/problem-alert';
import { usePersonas } from '@web/entities/personas/list-personas';
import { useRecentAnalyses, type RecentAnalysis } from '../api/get-recent-analyses';
import { RecentAnalysesList } from './recent-analyses-list';
import { AudienceTwinsTab } from './audience-twins-tab';
import { TwinSelectionCard } from './twin-selection-card';

export type TwinSelectionDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen twins when the user presses 'Use n Twins'; onClose follows. */
  onConfirm: (twins: Persona[], filters: FilterSet) => void;
  /** The panel's current selection: the starting point of every opening but the first. */
  selected: Persona[];
  /** How many twins may be chosen (an interview takes one); MAX_TWINS by default. */
  maxTwins?: number;
};

type TabId = 'filters' | 'results' | 'audiences';
type SelectionMode = 'automatic' | 'manual';

const GRID_PAGE_SIZE = 48;
const CHIP_GROUPS: { group: FilterGroup; title: string }[] = [
  { group: 'ageGroups', title: 'Age Groups' },
  { group: 'countries', title: 'Countries' },
  { group: 'jobTypes', title: 'Professional Roles (B2B)' },
];

function CountBadge({ value, testId }: { value: string | number; testId: string }) {
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{
        ml: 1,
        px: 0.875,
        minWidth: 20,
        borderRadius: 10,
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        bgcolor: 'rgba(79,70,229,0.12)',
        color: 'primary.main',
      }}
    >
      {value}
    </Box>
  );
}

/** The spec's Digital Twins Selection dialog: filters with match counts, recent analyses, and a pick of up to 7 twins. */
export function TwinSelectionDialog({
  open,
  onClose,
  onConfirm,
  selected,
  maxTwins = MAX_TWINS,
}: TwinSelectionDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const library = usePersonas();
  const recent = useRecentAnalyses(open);
  const personas = useMemo(() => library.data ?? [], [library.data]);
  const personasById = useMemo(() => new Map(personas.map((persona) => [persona.id, persona])), [personas]);

  const [tab, setTab] = useState<TabId>('filters');
  const [filters, setFilters] = useState<FilterSet>(EMPTY_FILTERS);
  const [selection, setSelection] = useState<Persona[]>([]);
  const [mode, setMode] = useState<SelectionMode>('automatic');
  // Twins listed first in the grid, fixed when a selection is made as a whole so cards do not jump on click.
  const [pinnedIds, setPinnedIds] = useState<string[]>([]);
  const [visibleCount, setVisibleCount] = useState(GRID_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [wasOpen, setWasOpen] = useState(false);
  const [openedBefore, setOpenedBefore] = useState(false);

  const replaceSelection = (twins: Persona[], nextMode: SelectionMode) => {
    setSelection(twins);
    setPinnedIds(twins.map((twin) => twin.id));
    setMode(nextMode);
    setVisibleCount(GRID_PAGE_SIZE);
  };

  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setTab('filters');
      const start = openedBefore ? selected.slice(0, maxTwins) : [];
      setSelection(start);
      setPinnedIds(start.map((twin) => twin.id));
      setOpenedBefore(true);
    }
  }

  const candidates = useMemo(() => filterPersonas(personas, filters), [personas, filters]);
  const searchText = search.trim().toLowerCase();
  const matchesSearch = (persona: Persona) =>
    !searchText ||
    [persona.name, persona.occupation, persona.location].some((field) =>
      field.toLowerCase().includes(searchText),
    );
  const counts = useMemo(() => countMatches(personas, filters), [personas, filters]);
  const activeFilterCount = countActiveFilters(filters);
  const selectedIds = new Set(selection.map((twin) => twin.id));
  const full = selection.length >= maxTwins;
  // With room for one twin, picking another swaps it in rather than being refused.
  const swaps = maxTwins === 1;

  const changeFilters = (next: FilterSet) => {
    setFilters(next);
    setVisibleCount(GRID_PAGE_SIZE);
    if (mode === 'automatic') {
      replaceSelection(
        countActiveFilters(next) > 0
          ? chooseForMe(filterPersonas(personas, next), next).slice(0, maxTwins)
          : [],
        'automatic',
      );
    }
  };

  const toggleTwin = (persona: Persona) => {
    setMode('manual');
    setSelection((current) => {
      if (current.some((twin) => twin.id === persona.id))
        return current.filter((twin) => twin.id !== persona.id);
      if (swaps) return [persona];
      return current.length >= maxTwins ? current : [...current, persona];
    });
  };

  const applyRecent = (analysis: RecentAnalysis) => {
    setFilters(analysis.filters ?? EMPTY_FILTERS);
    replaceSelection(
      analysis.personaIds.flatMap((id) => personasById.get(id) ?? []).slice(0, maxTwins),
      'manual',
    );
    setTab('results');
  };

  // In automatic mode the banner's promise holds without filters too: the whole library is the criterion.
  const showResults = () => {
    if (mode === 'automatic' && selection.length === 0 && !swaps)
      replaceSelection(chooseForMe(candidates, filters).slice(0, maxTwins), 'automatic');
    setTab('results');
  };

  const confirm = () => {
    onConfirm(selection, filters);
    onClose();
  };

  const pinned = pinnedIds.flatMap(
    (id) => personasById.get(id) ?? selection.find((twin) => twin.id === id) ?? [],
  );
  const pinnedSet = new Set(pinned.map((twin) => twin.id));
  const grid = [...pinned, ...candidates.filter((twin) => !pinnedSet.has(twin.id))].filter(matchesSearch);

  const activeChips = FILTER_GROUPS.flatMap((group) =>
    (filters[group] as string[]).map((code) => ({ group, code })),
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="twin-selection-title"
      aria-describedby="twin-selection-subtitle"
      slotProps={{ paper: { sx: { height: { sm: 'min(800px, calc(100% - 64px))' } } } }}
    >
      <DialogTitle id="twin-selection-title" sx={{ pr: 7, pb: 0.5 }}>
        Select Digital Twins
      </DialogTitle>
      <Typography id="twin-selection-subtitle" variant="body2" color="text.secondary" sx={{ px: 3, pr: 7 }}>
        {swaps
          ? 'Find the person you want to interview: filter by age, country or role'
          : 'Select filters to automatically find the perfect audience for your concept'}
      </Typography>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <Close />
      </IconButton>
      <Tabs
        value={tab}
        onChange={(_, value: TabId) => setTab(value)}
        // Three tabs do not fit a phone's width side by side: there they scroll.
        variant={fullScreen ? 'scrollable' : 'fullWidth'}
        scrollButtons={false}
        aria-label="Twin selection steps"
        sx={{
          mt: 1.5,
          px: { xs: 1, sm: 3 },
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { whiteSpace: 'nowrap', minWidth: 0, px: { xs: 1, sm: 2 } },
        }}
      >
        <Tab
          value="filters"
          id="twin-selection-tab-filters"
          aria-controls="twin-selection-panel"
          label={
            <span>
              Filters
              <CountBadge value={activeFilterCount} testId="filters-badge" />
            </span>
          }
        />
        <Tab
          value="results"
          id="twin-selection-tab-results"
          aria-controls="twin-selection-panel"
          label={
            <span>
              Selected Twins
              <CountBadge value={`${selection.length}/${maxTwins}`} testId="selected-badge" />
            </span>
          }
        />
        <Tab
          value="audiences"
          id="twin-selection-tab-audiences"
          aria-controls="twin-selection-panel"
          label="Your audiences"
        />
      </Tabs>
      <DialogContent
        id="twin-selection-panel"
        role="tabpanel"
        aria-labelledby={`twin-selection-tab-${tab}`}
        sx={{ pt: 2 }}
      >
        {tab !== 'audiences' && (
          <Alert severity="info" role="note" sx={{ mb: 2.5, py: 0.25, fontSize: { xs: 13, sm: 14 } }}>
            {swaps
              ? 'Filter the library, then pick the one twin you want to talk to.'
              : `Up to ${maxTwins} representative twins are selected automatically from your filter criteria.`}
          </Alert>
        )}
        <ProblemAlert error={library.error} fallback="Failed to load digital twins" sx={{ mb: 2 }} />
        {library.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading digital twins" />
          </Box>
        ) : tab === 'audiences' ? (
          <AudienceTwinsTab
            selectedIds={selectedIds}
            full={full}
            swaps={swaps}
            maxTwins={maxTwins}
            onToggle={toggleTwin}
            onChoose={(twins) => replaceSelection(twins, 'manual')}
          />
        ) : tab === 'filters' ? (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <RecentAnalysesList
              analyses={recent.data}
              loading={recent.isFetching}
              personasById={personasById}
              onApply={applyRecent}
            />
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
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
              aria-label="Active filters"
              role="group"
            >
              {activeChips.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  No filters applied
                </Typography>
              ) : (
                activeChips.map(({ group, code }) => (
                  <Chip
                    key={`${group}-${code}`}
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={filterOptionLabel(group, code)}
                    onDelete={() => changeFilters(toggleFilter(filters, group, code))}
                  />
                ))
              )}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Button
                variant="outlined"
                disabled={candidates.length === 0}
                onClick={() =>
                  replaceSelection(chooseForMe(candidates, filters).slice(0, maxTwins), 'automatic')
                }
              >
                Choose for me
              </Button>
              <Button
                color="inherit"
                disabled={selection.length === 0}
                onClick={() => replaceSelection([], 'manual')}
              >
                Clear Selection
              </Button>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ ml: { sm: 'auto' } }}
                aria-live="polite"
              >
                {candidates.length} matching · {selection.length} of {maxTwins} selected
              </Typography>
            </Box>
            {mode === 'automatic' && selection.length > 0 && !swaps && (
              <Typography variant="body2" color="text.secondary" data-testid="automatic-mix-note">
                Chosen for you: a mix whose ages and genders follow the weighted shares of the{' '}
                {candidates.length.toLocaleString('en')} matching twins’ markets.
              </Typography>
            )}
            <TextField
              size="small"
              type="search"
              label="Search twins"
              placeholder="Name, job or place"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setVisibleCount(GRID_PAGE_SIZE);
              }}
            />
            {candidates.length > 0 && grid.length === 0 && (
              <Typography color="text.secondary">No twin matches “{search.trim()}”.</Typography>
            )}
            {candidates.length === 0 && (
              <Box sx={{ textAlign: 'center', py: 4 }}>
                <Typography color="text.secondary">
                  No digital twins match your current filter selection.
                </Typography>
                <Button sx={{ mt: 1.5 }} variant="outlined" onClick={() => setTab('filters')}>
                  Modify Filters
                </Button>
              </Box>
            )}
            {grid.length > 0 && (
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
                }}
              >
                {grid.slice(0, visibleCount).map((persona) => {
                  const isSelected = selectedIds.has(persona.id);
                  return (
                    <TwinSelectionCard
                      key={persona.id}
                      persona={persona}
                      selected={isSelected}
                      disabled={full && !isSelected && !swaps}
                      onToggle={toggleTwin}
                    />
                  );
                })}
              </Box>
            )}
            {grid.length > visibleCount && (
              <Button
                sx={{ justifySelf: 'center' }}
                onClick={() => setVisibleCount((count) => count + GRID_PAGE_SIZE)}
              >
                Show more twins ({grid.length - visibleCount} more)
              </Button>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: 'divider', gap: 1, flexWrap: 'wrap' }}>
        {tab === 'filters' ? (
          <>
            <Button color="inherit" onClick={() => changeFilters(EMPTY_FILTERS)}>
              Clear
            </Button>
            <Button variant="contained" disabled={candidates.length === 0} onClick={showResults}>
              View {candidates.length} Results
            </Button>
          </>
        ) : (
          <>
            <Button color="inherit" onClick={() => setTab('filters')}>
              Back to Filters
            </Button>
            <Button variant="contained" disabled={selection.length === 0} onClick={confirm}>
              Use {selection.length} {swaps ? 'Twin' : 'Twins'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
