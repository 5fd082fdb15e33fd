import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { HintTooltip } from '@web/components/hint-tooltip';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import History from '@mui/icons-material/History';
import { CONCEPT_MAX_LENGTH } from '@contracts/concept-test';
import type { Persona } from '@contracts/personas';
import { PanelStep } from '@web/components/panel-step';
import { SelectTwinsControl } from '@web/components/select-twins-control';
import type { GenerateRequest } from '@web/entities/feedback-record/history-selection';
import { ACCURACY_TARGET_PERCENT } from '@web/entities/validation/measured-claim';
import { routes } from '@web/lib/routes';
import { useCarryTypedValue, useHydrated } from '@web/lib/use-hydrated';
import type { ReadingOverride } from '@contracts/concept-reading';
import { ConceptReadingCard } from '@web/entities/concept-reading/concept-reading-card';
import { ConceptGuidanceDialog } from './concept-guidance-dialog';
import { useCanRun } from '@web/entities/workspaces/use-workspace';

export const CONCEPT_PLACEHOLDER = 'Describe your product, service, or idea that needs evaluation...';
export const HOW_TO_USE = [
  'Describe your product, service, or idea.',
  'Select relevant digital twins for feedback.',
  'Receive personalized insights.',
];

/** The Generate button's tooltip, in the spec's order of precedence. */
export function generateTooltip({
  loading,
  twinCount,
  concept,
}: {
  loading: boolean;
  twinCount: number;
  concept: string;
}): string {
  if (loading) return 'Analysis in progress...';
  if (twinCount === 0) return 'Select at least one Digital Twin (Cost: 1 Credit)';
  if (!concept.trim()) return 'Enter a concept or description first (Cost: 1 Credit)';
  return 'Generate Analysis (Cost: 1 Credit)';
}

/**
 * What the panel may claim about accuracy: the measured figure with its scope (null until the validation report has
 * loaded), or nothing at all for a run whose trust report says its concept is outside the measured domains.
 */
export type AccuracyStatement = { measured: string | null; outsideMeasuredDomains: boolean };

type Props = {
  accuracy: AccuracyStatement;
  concept: string;
  onConceptChange: (concept: string) => void;
  twins: Persona[];
  loading: boolean;
  onGenerate: (request: GenerateRequest) => void;
  onOpenHistory: () => void;
  onOpenTwinSelection: () => void;
};

/**
 * The spec's accuracy line, honest about what the 85% is (the target) and what has been measured, and where. On a
 * phone it would take five lines above the form, so there it is a one-line summary whose "How accurate?" button
 * (a real button: keyboard and screen readers reach it) shows the full sentence.
 */
function AccuracyNote({ accuracy }: { accuracy: AccuracyStatement }) {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  return (
    <Box sx={{ mt: -1.5 }}>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: { xs: 'block', sm: 'none' } }}
        data-testid="accuracy-summary"
      >
        {accuracy.outsideMeasuredDomains
          ? 'No accuracy figure for this run. '
          : `${ACCURACY_TARGET_PERCENT}% accuracy is our target. `}
        <Link
          component="button"
          type="button"
          variant="body2"
          sx={{ verticalAlign: 'baseline' }}
          aria-expanded={open}
          aria-controls={noteId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          How accurate?
        </Link>
      </Typography>
      <Typography
        id={noteId}
        variant="body2"
        color="text.secondary"
        sx={{ display: { xs: open ? 'block' : 'none', sm: 'block' }, mt: { xs: 1, sm: 0 } }}
        data-testid="accuracy-note"
      >
        {accuracy.outsideMeasuredDomains
          ? 'Feedback simulates real consumer discussions. This concept is outside the domains where accuracy has been measured, so no accuracy figure applies to this run. '
          : `Feedback simulates real consumer discussions, built toward ${ACCURACY_TARGET_PERCENT}% accuracy (our target). `}
        {!accuracy.outsideMeasuredDomains && accuracy.measured && <>{accuracy.measured} </>}
        <Link href={`${routes.methodology}#measurement`}>How it is measured</Link>
      </Typography>
    </Box>
  );
}

const Step = (props: Omit<Parameters<typeof PanelStep>[0], 'id'>) => (
  <PanelStep id="concept-step" {...props} />
);

/** The Concept Test sidebar panel: describe the concept, select digital twins, generate the analysis. */
export function ConceptTestPanel({
  accuracy,
  concept,
  onConceptChange,
  twins,
  loading,
  onGenerate,
  onOpenHistory,
  onOpenTwinSelection,
}: Props) {
  const [guidanceOpen, setGuidanceOpen] = useState(false);
  const [reading, setReading] = useState<ReadingOverride | undefined>(undefined);
  const hydrated = useHydrated();
  const conceptField = useRef<HTMLTextAreaElement>(null);
  useCarryTypedValue(conceptField, concept, onConceptChange);
  const canRun = useCanRun();
  const canGenerate = canRun && hydrated && !loading && twins.length > 0 && concept.trim().length > 0;

  const generate = () => {
    if (!canGenerate) return;
    onGenerate({
      feedbackContent: concept.trim(),
      selectedPersonas: twins.map((twin) => twin.id),
      ...(reading && { reading }),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="concept-test-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h2" variant="h6">
          Concept Test
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<History />}
          onClick={onOpenHistory}
          disabled={!hydrated}
        >
          History
        </Button>
      </Box>
      <AccuracyNote accuracy={accuracy} />

      <Step number={1} title="Describe your concept">
        <TextField
          multiline
          rows={4}
          value={concept}
          inputRef={conceptField}
          onChange={(event) => onConceptChange(event.target.value)}
          placeholder={CONCEPT_PLACEHOLDER}
          helperText={`${concept.length}/${CONCEPT_MAX_LENGTH}`}
          slotProps={{
            htmlInput: { maxLength: CONCEPT_MAX_LENGTH, 'aria-label': 'Concept' },
            formHelperText: { sx: { textAlign: 'right', mx: 0 } },
          }}
          sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
        />
        <Button
          size="small"
          startIcon={<HelpOutline />}
          onClick={() => setGuidanceOpen(true)}
          disabled={!hydrated}
          sx={{ justifySelf: 'start', mt: -1 }}
        >
          Need help writing your concept?
        </Button>
        {hydrated && <ConceptReadingCard concept={concept} value={reading} onChange={setReading} />}
      </Step>

      <Step number={2} title="Select digital twins">
        <SelectTwinsControl twins={twins} onOpen={onOpenTwinSelection} disabled={!hydrated} />
      </Step>

      <Step number={3} title="Generate the analysis">
        <HintTooltip title={generateTooltip({ loading, twinCount: twins.length, concept })}>
          {/* A disabled button fires no pointer events; the wrapper keeps the tooltip reachable. */}
          <span data-testid="generate-analysis-wrapper">
            <Button
              variant="contained"
              size="large"
              fullWidth
              startIcon={<AutoAwesome />}
              disabled={!canGenerate}
              onClick={generate}
            >
              {loading ? 'Generating...' : 'Generate Analysis'}
            </Button>
          </span>
        </HintTooltip>
      </Step>

      <Box sx={{ p: 2, borderRadius: 2.5, bgcolor: '#f8fafc', border: 1, borderColor: 'divider' }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15 }}>
          How to Use
        </Typography>
        <List dense disablePadding sx={{ mt: 0.5 }}>
          {HOW_TO_USE.map((item) => (
            <ListItem key={item} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 28, mt: 0.5, color: 'primary.main' }}>
                <CheckCircleOutline sx={{ fontSize: 18 }} />
              </ListItemIcon>
              <ListItemText primary={item} slotProps={{ primary: { variant: 'body2' } }} />
            </ListItem>
          ))}
        </List>
      </Box>

      <ConceptGuidanceDialog
        open={guidanceOpen}
        onClose={() => setGuidanceOpen(false)}
        onUseExample={(example) => {
          onConceptChange(example);
          setGuidanceOpen(false);
        }}
      />
    </Box>
  );
}
