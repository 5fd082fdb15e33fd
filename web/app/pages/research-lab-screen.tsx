// /research-lab: the research-lab frame with the Concept Test panel and results, the twin-selection and history dialogs.
// Features never import each other, so they meet here.
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import type { FilterSet, Persona } from '@contracts/personas';
import { primePersonas, usePersonasByIds } from '@web/entities/personas/use-personas-by-ids';
import { useConceptTestRun } from '@web/features/concept-test/api/use-concept-test-run';
import { ConceptTestPanel } from '@web/features/concept-test/components/concept-test-panel';
import { useValidationReport } from '@web/entities/validation/get-validation-report';
import { measuredClaim } from '@web/entities/validation/measured-claim';
import { ConceptTestResults } from '@web/features/concept-test/components/concept-test-results';
import { lazyWithPreload } from '@web/components/lazy-with-preload';
import { loadChunk } from '@web/lib/load-chunk';
import { MountOnceOpened } from '@web/components/mount-once-opened';
import { ResearchLabFrame } from '@web/features/research-lab/components/research-lab-frame';
import { useResearchType } from '@web/features/research-lab/components/use-research-type';
import type { HistorySelection } from '@web/entities/feedback-record/history-selection';

// The lab's first paint needs only the frame and the default Concept Test panel: the other research types and the
// closed dialogs load as their own chunks while it shows (decision 021). Switching type is a router transition, so
// the previous panel stays on screen until the next one has loaded.
const InterviewLabScreen = lazy(() =>
  loadChunk(() => import('./interview-lab-screen')).then((m) => ({ default: m.InterviewLabScreen })),
);
const Brand360LabScreen = lazy(() =>
  loadChunk(() => import('./brand360-lab-screen')).then((m) => ({ default: m.Brand360LabScreen })),
);
const AngelPitchLabScreen = lazy(() =>
  loadChunk(() => import('./angel-pitch-lab-screen')).then((m) => ({ default: m.AngelPitchLabScreen })),
);
const PricingStudyLabScreen = lazy(() =>
  loadChunk(() => import('./pricing-study-lab-screen')).then((m) => ({ default: m.PricingStudyLabScreen })),
);
const ConceptComparisonLabScreen = lazy(() =>
  loadChunk(() => import('./concept-comparison-lab-screen')).then((m) => ({
    default: m.ConceptComparisonLabScreen,
  })),
);
const FeatureStudyLabScreen = lazy(() =>
  loadChunk(() => import('./feature-study-lab-screen')).then((m) => ({ default: m.FeatureStudyLabScreen })),
);
const ImageAdLabScreen = lazy(() =>
  loadChunk(() => import('./image-ad-lab-screen')).then((m) => ({ default: m.ImageAdLabScreen })),
);
const TwinSelectionDialog = lazyWithPreload(() =>
  import('@web/features/twin-selection/components/twin-selection-dialog').then((m) => m.TwinSelectionDialog),
);
const FeedbackHistoryDialog = lazyWithPreload(() =>
  import('@web/features/feedback-history/components/feedback-history-dialog').then(
    (m) => m.FeedbackHistoryDialog,
  ),
);

/**
 * Fetches the dialogs' code when the user starts on the panel (pointer over it, focus in it), so a first click opens
 * them at once; a page that only loads pays nothing for them.
 */
const prefetchDialogs = () =>
  void Promise.all([TwinSelectionDialog.preload(), FeedbackHistoryDialog.preload()]).catch(() => undefined);

export function ResearchLabScreen() {
  const { selected } = useResearchType();
  return (
    <Suspense fallback={null}>
      {selected.id === 'interview' ? (
        <InterviewLabScreen />
      ) : selected.id === 'brand360' ? (
        <Brand360LabScreen />
      ) : selected.id === 'angel-pitch' ? (
        <AngelPitchLabScreen />
      ) : selected.id === 'pricing-study' ? (
        <PricingStudyLabScreen />
      ) : selected.id === 'concept-comparison' ? (
        <ConceptComparisonLabScreen />
      ) : selected.id === 'feature-study' ? (
        <FeatureStudyLabScreen />
      ) : selected.id === 'image-ad' ? (
        <ImageAdLabScreen />
      ) : (
        <ConceptTestScreen selected={selected} />
      )}
    </Suspense>
  );
}

function ConceptTestScreen({ selected }: { selected: ReturnType<typeof useResearchType>['selected'] }) {
  const queryClient = useQueryClient();
  const [concept, setConcept] = useState('');
  const [personaIds, setPersonaIds] = useState<string[]>([]);
  const [personaFilters, setPersonaFilters] = useState<FilterSet | undefined>();
  const { twins } = usePersonasByIds(personaIds);
  const { run, start, showRecord } = useConceptTestRun();
  const validationReport = useValidationReport();
  const [dialog, setDialog] = useState<'twins' | 'history' | null>(null);
  const closeDialog = () => setDialog(null);

  const chooseTwins = (chosen: Persona[], filters: FilterSet) => {
    primePersonas(queryClient, chosen);
    setPersonaIds(chosen.map((twin) => twin.id));
    setPersonaFilters(filters);
  };

  const openSaved = (selection: HistorySelection) => {
    setConcept(selection.concept);
    setPersonaIds(selection.selectedPersonas);
    setPersonaFilters(undefined);
    if (selection.type === 'focus-group' && selection.responses.length > 0)
      showRecord(selection, { fromHistory: true });
  };

  if (selected.id !== 'concept-test') return <ResearchLabFrame />;

  return (
    <>
      <ResearchLabFrame
        carriesEarlyInput
        sidebar={
          <Box onPointerEnter={prefetchDialogs} onFocusCapture={prefetchDialogs}>
            <ConceptTestPanel
              accuracy={{
                measured: validationReport.data ? measuredClaim(validationReport.data) : null,
                outsideMeasuredDomains: run.trust?.measuredDomain.measured === false,
              }}
              concept={concept}
              onConceptChange={setConcept}
              twins={twins}
              loading={run.status === 'running'}
              onGenerate={(request) => void start({ ...request, filters: personaFilters })}
              onOpenHistory={() => setDialog('history')}
              onOpenTwinSelection={() => setDialog('twins')}
            />
          </Box>
        }
        main={<ConceptTestResults run={run} />}
      />
      {/* Loaded when first opened, in their own boundary so the panel never waits for them: the lab's first paint
          and the time until it answers input need neither the dialogs' code nor the twin library. */}
      <Suspense fallback={null}>
        <MountOnceOpened open={dialog === 'twins'}>
          <TwinSelectionDialog
            open={dialog === 'twins'}
            onClose={closeDialog}
            onConfirm={chooseTwins}
            selected={twins}
          />
        </MountOnceOpened>
        <MountOnceOpened open={dialog === 'history'}>
          <FeedbackHistoryDialog
            open={dialog === 'history'}
            type="focus-group"
            onClose={closeDialog}
            onSelect={openSaved}
          />
        </MountOnceOpened>
      </Suspense>
    </>
  );
}
