// What a research type's feature tells every screen about its saved runs (its descriptor), and the context that hands
// the app's registry of them down. The registry itself is built in web/app/record-types.tsx, one line per type: the
// run page, the snapshot and the history lists are other features and entities, which may not import the type's own.
import { createContext, useContext, type ComponentType } from 'react';
import type { RecordType } from '@contracts/feedback';
import type { FeedbackRecord, FeedbackRecordContent, FeedbackRecordOf } from '@contracts/feedback-records';
import type { RecordContentOf, RecordViewProps } from './record-views/record-content';

export type HistoryCardProps<Type extends RecordType> = {
  record: FeedbackRecordOf<Type>;
  onSelect: (record: FeedbackRecord) => void;
};

export type RecordTypeDescriptor<Type extends RecordType> = {
  /** The run drawn in full: the lab, the run page /feedback/:id and the shared snapshot all use it. */
  View: ComponentType<RecordViewProps<Type>>;
  /** The run in a history list (entities/feedback-record/history/history-card.tsx gives the frame). */
  HistoryCard: ComponentType<HistoryCardProps<Type>>;
  /** What the run was about, in the type's words (RecordBrief). */
  brief: {
    /** The brief's heading: 'Concept priced'. */
    label: string;
    /** Said when the run holds no text of its own. */
    empty: string;
    /** The brief's text when it is not the run's concept. */
    text?: (record: RecordContentOf<Type>) => string;
    /** More about the run under its text. */
    Details?: ComponentType<{ record: RecordContentOf<Type> }>;
  };
  /**
   * The run's headline figure, so versions can be compared at a glance (its history card, its page, its snapshot);
   * null when the run holds none.
   */
  headline: (record: RecordContentOf<Type>) => string | null;
};

/** Every record type's descriptor: a type added to contracts/feedback.ts without one does not compile. */
export type RecordTypeDescriptors = { [Type in RecordType]: RecordTypeDescriptor<Type> };

export const RecordTypesContext = createContext<RecordTypeDescriptors | null>(null);

/** The descriptor of a record's type, from the registry the app provides around every screen that draws records. */
export function useRecordTypeDescriptor<Type extends RecordType>(type: Type): RecordTypeDescriptor<Type> {
  const descriptors = useContext(RecordTypesContext);
  if (!descriptors) throw new Error('Record types are drawn inside the app’s RecordTypesProvider.');
  return descriptors[type];
}

/** The run's headline figure (RecordTypeDescriptor.headline). */
export function useHeadline(record: FeedbackRecordContent): string | null {
  const descriptor = useRecordTypeDescriptor(record.type) as RecordTypeDescriptor<RecordType>;
  return descriptor.headline(record);
}
