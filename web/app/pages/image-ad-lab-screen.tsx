// /research-lab?feature=image-ad: the Ad Creative Test panel and results, the twin-selection and history dialogs.
// Features never import each other, so they meet here.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FilterSet, Persona } from '@contracts/personas';
import { primePersonas, usePersonasByIds } from '@web/entities/personas/use-personas-by-ids';
import type { HistorySelection } from '@web/entities/feedback-record/history-selection';
import { FeedbackHistoryDialog } from '@web/features/feedback-history/components/feedback-history-dialog';
import { useImageAdRun } from '@web/features/image-ad/api/use-image-ad-run';
import { ImageAdPanel } from '@web/features/image-ad/components/image-ad-panel';
import { ImageAdResults } from '@web/features/image-ad/components/image-ad-results';
import { ResearchLabFrame } from '@web/features/research-lab/components/research-lab-frame';
import { TwinSelectionDialog } from '@web/features/twin-selection/components/twin-selection-dialog';

export function ImageAdLabScreen() {
  const queryClient = useQueryClient();
  const [personaIds, setPersonaIds] = useState<string[]>([]);
  const [personaFilters, setPersonaFilters] = useState<FilterSet | undefined>();
  const { twins } = usePersonasByIds(personaIds);
  const { run, start, analyse, showRecord } = useImageAdRun();
  const [dialog, setDialog] = useState<'twins' | 'history' | null>(null);
  const closeDialog = () => setDialog(null);

  const chooseTwins = (chosen: Persona[], filters: FilterSet) => {
    primePersonas(queryClient, chosen);
    setPersonaIds(chosen.map((twin) => twin.id));
    setPersonaFilters(filters);
  };

  const openSaved = (selection: HistorySelection) => {
    // An image analysis had no twins: the twins chosen for the next test stay.
    if (selection.selectedPersonas.length > 0) {
      setPersonaIds(selection.selectedPersonas);
      setPersonaFilters(undefined);
    }
    // The image_analysis lookup lists ad tests and image analyses only.
    if (selection.type === 'image-ad' || selection.type === 'image_analysis')
      showRecord(selection, { fromHistory: true });
  };

  return (
    <>
      <ResearchLabFrame
        sidebar={
          <ImageAdPanel
            twins={twins}
            loading={run.status === 'reading' || run.status === 'answering'}
            analysing={run.kind === 'image_analysis' && run.status === 'reading'}
            onGenerate={(request, previewUrl) =>
              void start({ ...request, filters: personaFilters }, previewUrl)
            }
            onAnalyse={(request, previewUrl) => void analyse(request, previewUrl)}
            onOpenHistory={() => setDialog('history')}
            onOpenTwinSelection={() => setDialog('twins')}
          />
        }
        main={<ImageAdResults run={run} />}
      />
      <TwinSelectionDialog
        open={dialog === 'twins'}
        onClose={closeDialog}
        onConfirm={chooseTwins}
        selected={twins}
      />
      {/* The image_analysis lookup finds ad tests and image analyses alike (the spec's history rule). */}
      <FeedbackHistoryDialog
        open={dialog === 'history'}
        type="image_analysis"
        onClose={closeDialog}
        onSelect={openSaved}
      />
    </>
  );
}
