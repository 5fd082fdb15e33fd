// /research-lab: the research-lab frame with the Concept Test panel and results, the twin-selection and history dialogs.
// Features never import each other, so they meet here.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FilterSet, Persona } from '../../../contracts/personas';
import { primePersonas, usePersonasByIds } from '../../entities/personas/use-personas-by-ids';
import { useConceptTestRun } from '../../features/concept-test/api/use-concept-test-run';
import { ConceptTestPanel } from '../../features/concept-test/components/concept-test-panel';
import { ConceptTestResults } from '../../features/concept-test/components/concept-test-results';
import { FeedbackHistoryDialog } from '../../features/feedback-history/components/feedback-history-dialog';
import { ResearchLabFrame } from '../../features/research-lab/components/research-lab-frame';
import { useResearchType } from '../../features/research-lab/components/use-research-type';
import { TwinSelectionDialog } from '../../features/twin-selection/components/twin-selection-dialog';
import { replayRequest, type HistorySelection } from '../../entities/feedback-record/history-selection';
import { BrandProfileList } from '../../features/brand360/components/brand-profile-list';
import { Brand360Panel } from '../../features/brand360/components/brand360-panel';
import { AngelPitchLabScreen } from './angel-pitch-lab-screen';
import { ImageAdLabScreen } from './image-ad-lab-screen';
import { InterviewLabScreen } from './interview-lab-screen';

export function ResearchLabScreen() {
  const { selected } = useResearchType();
  if (selected.id === 'interview') return <InterviewLabScreen />;
  if (selected.id === 'brand360')
    return <ResearchLabFrame sidebar={<Brand360Panel />} main={<BrandProfileList />} />;
  if (selected.id === 'angel-pitch') return <AngelPitchLabScreen />;
  if (selected.id === 'image-ad') return <ImageAdLabScreen />;
  return <ConceptTestScreen selected={selected} />;
}

function ConceptTestScreen({ selected }: { selected: ReturnType<typeof useResearchType>['selected'] }) {
  const queryClient = useQueryClient();
  const [concept, setConcept] = useState('');
  const [personaIds, setPersonaIds] = useState<string[]>([]);
  const [personaFilters, setPersonaFilters] = useState<FilterSet | undefined>();
  const { twins } = usePersonasByIds(personaIds);
  const { run, start } = useConceptTestRun();
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
    // A saved run is shown as it was, with no new run and no charge; follow-ups continue on the saved record.
    if (selection.type === 'focus-group' && selection.responses.length > 0)
      void start(replayRequest(selection), selection.created_at);
  };

  if (selected.id !== 'concept-test') return <ResearchLabFrame />;

  return (
    <>
      <ResearchLabFrame
        sidebar={
          <ConceptTestPanel
            concept={concept}
            onConceptChange={setConcept}
            twins={twins}
            loading={run.status === 'running'}
            onGenerate={(request) => void start({ ...request, filters: personaFilters })}
            onOpenHistory={() => setDialog('history')}
            onOpenTwinSelection={() => setDialog('twins')}
          />
        }
        main={<ConceptTestResults run={run} />}
      />
      <TwinSelectionDialog
        open={dialog === 'twins'}
        onClose={closeDialog}
        onConfirm={chooseTwins}
        selected={twins}
      />
      <FeedbackHistoryDialog
        open={dialog === 'history'}
        type="focus-group"
        onClose={closeDialog}
        onSelect={openSaved}
      />
    </>
  );
}
