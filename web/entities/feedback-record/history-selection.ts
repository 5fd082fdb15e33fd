// The spec's shapes shared by the concept-test panel and the history dialog (features never import each other).
import type { FeedbackRecord, ResponseItem } from '../../../contracts/feedback';
import type { FilterSet } from '../../../contracts/personas';

export type TaggedResponse = ResponseItem & { feedbackId: string; concept: string };

/** A history item once selected: source 'history', feedbackId, a flat concept, selectedPersonas, tagged responses. */
export type HistorySelection = Omit<FeedbackRecord, 'concept' | 'responses'> & {
  source: 'history';
  feedbackId: string;
  concept: string;
  selectedPersonas: string[];
  responses: TaggedResponse[];
};

/** What the panel hands to the screen to run or replay: a replay also carries the saved results. */
export type GenerateRequest = {
  feedbackContent: string;
  selectedPersonas: string[];
  /** The filters the twins were chosen with; saved with the run for Recent Analyses. */
  filters?: FilterSet;
  responses?: TaggedResponse[];
  feedbackId?: string;
  overallAnalysis?: Record<string, unknown>;
  source?: 'history';
};

/** The concept as one string, whether stored flat or with concept_details {content | description}. */
export function flatConcept(record: Pick<FeedbackRecord, 'concept' | 'concept_details'>): string {
  const details = record.concept_details as { content?: unknown; description?: unknown } | null;
  const fromDetails = typeof details?.content === 'string' ? details.content : typeof details?.description === 'string' ? details.description : '';
  return (record.concept ?? '').trim() || fromDetails.trim();
}

/** The ids of a record's twins, whether stored as ids or as persona objects. */
export function personaIdsOf(record: Pick<FeedbackRecord, 'selected_personas'>): string[] {
  return record.selected_personas.map(personaIdOf).filter((id): id is string => Boolean(id));
}

function personaIdOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && typeof (entry as { id?: unknown }).id === 'string') return (entry as { id: string }).id;
  return undefined;
}

export function enrichHistoryItem(record: FeedbackRecord): HistorySelection {
  const concept = flatConcept(record);
  return {
    ...record,
    source: 'history',
    feedbackId: record.id,
    concept,
    selectedPersonas: personaIdsOf(record),
    responses: record.responses.map((response) => ({ ...response, feedbackId: record.id, concept })),
  };
}

/** A replay of a saved run: its results travel along, so the screen shows them without a new run or charge. */
export function replayRequest(selection: HistorySelection): GenerateRequest {
  return {
    feedbackContent: selection.concept,
    selectedPersonas: selection.selectedPersonas,
    responses: selection.responses,
    feedbackId: selection.feedbackId,
    overallAnalysis: selection.overall_analysis,
    source: 'history',
  };
}
