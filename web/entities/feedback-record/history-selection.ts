// The spec's shapes shared by the concept-test panel and the history dialog (features never import each other).
import type { ReadingOverride } from '@contracts/concept-reading';
import type { TwinAnswerItem } from '@contracts/feedback';
import type { FeedbackRecord } from '@contracts/feedback-records';
import type { FilterSet } from '@contracts/personas';

type ResponseTag = { feedbackId: string; concept: string };
export type TaggedResponse = TwinAnswerItem & ResponseTag;

type SelectionOf<Record extends FeedbackRecord> = Omit<Record, 'responses'> & {
  source: 'history';
  feedbackId: string;
  selectedPersonas: string[];
  responses: (Record['responses'][number] & ResponseTag)[];
};
/** A history item once selected: source 'history', feedbackId, a flat concept, selectedPersonas, tagged responses. */
export type HistorySelection = FeedbackRecord extends infer Record
  ? Record extends FeedbackRecord
    ? SelectionOf<Record>
    : never
  : never;

/** What the panel hands to the screen to run; a saved run is reopened from its record instead (showRecord). */
export type GenerateRequest = {
  feedbackContent: string;
  selectedPersonas: string[];
  /** The filters the twins were chosen with; saved with the run for Recent Analyses. */
  filters?: FilterSet;
  /** The user's corrections to what the twins understood (decision 047). */
  reading?: ReadingOverride;
};

/** The concept as one string, whether stored flat or with concept_details {content | description}. */
export function flatConcept(record: Pick<FeedbackRecord, 'concept' | 'concept_details'>): string {
  const details = record.concept_details;
  const content = details && 'content' in details ? details.content : undefined;
  return (
    record.concept.trim() ||
    (content ?? (details && 'description' in details ? details.description : '') ?? '').trim()
  );
}

export function enrichHistoryItem(record: FeedbackRecord): HistorySelection {
  const concept = flatConcept(record);
  const tag = { feedbackId: record.id, concept };
  return {
    ...record,
    source: 'history',
    feedbackId: record.id,
    concept,
    selectedPersonas: record.selected_personas,
    responses: record.responses.map((response) => ({ ...response, ...tag })),
  } as HistorySelection;
}
