// /research-lab: the research-lab frame with the Concept Test panel and results, the twin-selection and history dialogs.
// Features never import each other, so they meet here.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import type { FeedbackRecord } from '@contracts/feedback-records';
import type { FilterSet, Persona } from '@contracts/personas';
import type { PanelStudyLab } from '@web/entities/feedback-record/panel-study-lab';
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
import {
  ResearchTypesContext,
  type ResearchTypeId,
  type ResearchTypes,
} from '@web/entities/research-lab/research-types';
import { angelPitchResearchType } from '@web/features/angel-pitch/angel-pitch-research-type';
import { brand360ResearchType } from '@web/features/brand360/brand360-research-type';
import { conceptComparisonResearchType } from '@web/features/concept-comparison/concept-comparison-research-type';
import { conceptTestResearchType } from '@web/features/concept-test/concept-test-research-type';
import { featureStudyResearchType } from '@web/features/feature-study/feature-study-research-type';
import { imageAdResearchType } from '@web/features/image-ad/image-ad-research-type';
import { interviewResearchType } from '@web/features/interview/interview-research-type';
import { pricingStudyResearchType } from '@web/features/pricing-study/pricing-study-research-type';
import { useResearchType } from '@web/features/research-lab/components/use-research-type';
import type { HistorySelection } from '@web/entities/feedback-record/history-selection';

// The lab's first paint needs only the frame and the default Concept Test panel: the other research types and the
// closed dialogs load as their own chunks while it shows (decision 021), each with the registry of record types
// (../record-types.tsx) it draws saved runs by. Switching type is a router transition, so the previous panel stays on
// screen until the next one has loaded.
const withRecordTypes = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  Promise.all([load(), import('../record-types')]).then(([component, types]) =>
    types.withRecordTypes(component),
  );
const labScreen = (load: () => Promise<ComponentType>) =>
  lazy(() => loadChunk(() => withRecordTypes(load)).then((component) => ({ default: component })));
const panelStudy = <Request, Item extends FeedbackRecord>(
  load: () => Promise<PanelStudyLab<Request, Item>>,
) =>
  labScreen(() =>
    Promise.all([import('./panel-study-lab-screen'), load()]).then(
      ([{ PanelStudyLabScreen }, lab]) =>
        function PanelStudyScreen() {
          return <PanelStudyLabScreen lab={lab} />;
        },
    ),
  );

const TwinSelectionDialog = lazyWithPreload(() =>
  import('@web/features/twin-selection/components/twin-selection-dialog').then((m) => m.TwinSelectionDialog),
);
const FeedbackHistoryDialog = lazyWithPreload(() =>
  withRecordTypes(() =>
    import('@web/features/feedback-history/components/feedback-history-dialog').then(
      (m) => m.FeedbackHistoryDialog,
    ),
  ),
);

/**
 * Fetches the dialogs' code when the user starts on the panel (pointer over it, focus in it), so a first click opens
 * them at once; a page that only loads pays nothing for them.
 */
const prefetchDialogs = () =>
  void Promise.all([TwinSelectionDialog.preload(), FeedbackHistoryDialog.preload()]).catch(() => undefined);

/** The lab's research types, one line each, in the sidebar's order. */
const RESEARCH_TYPES: ResearchTypes = {
  'concept-test': conceptTestResearchType,
  interview: interviewResearchType,
  'image-ad': imageAdResearchType,
  brand360: brand360ResearchType,
  'angel-pitch': angelPitchResearchType,
  'pricing-study': pricingStudyResearchType,
  'concept-comparison': conceptComparisonResearchType,
  'feature-study': featureStudyResearchType,
};

/** Each research type's screen, one line each: the Concept Test's paints first, every other loads when chosen. */
const LAB_SCREENS: { [Id in ResearchTypeId]: ComponentType } = {
  'concept-test': ConceptTestScreen,
  interview: labScreen(() => import('./interview-lab-screen').then((m) => m.InterviewLabScreen)),
  'image-ad': labScreen(() => import('./image-ad-lab-screen').then((m) => m.ImageAdLabScreen)),
  brand360: labScreen(() => import('./brand360-lab-screen').then((m) => m.Brand360LabScreen)),
  'angel-pitch': labScreen(() => import('./angel-pitch-lab-screen').then((m) => m.AngelPitchLabScreen)),
  'pricing-study': panelStudy(() =>
    import('@web/features/pricing-study/pricing-study-lab').then((m) => m.pricingStudyLab),
  ),
  'concept-comparison': panelStudy(() =>
    import('@web/features/concept-comparison/concept-comparison-lab').then((m) => m.conceptComparisonLab),
  ),
  'feature-study': panelStudy(() =>
    import('@web/features/feature-study/feature-study-lab').then((m) => m.featureStudyLab),
  ),
};

export function ResearchLabScreen() {
  return (
    <ResearchTypesContext.Provider value={RESEARCH_TYPES}>
      <SelectedLabScreen />
    </ResearchTypesContext.Provider>
  );
}

function SelectedLabScreen() {
  const Screen = LAB_SCREENS[useResearchType().selected.id];
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}

function ConceptTestScreen() {
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
