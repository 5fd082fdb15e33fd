// What a panel study's feature (pricing study, concept comparison, feature value study) gives the lab: its form, its
// run and history, and the lab's words for them. web/app/pages/panel-study-lab-screen.tsx draws every one the same way.
import type { ComponentType } from 'react';
import type { FeedbackRecord } from '@contracts/feedback-records';
import type { RecordPagesQuery } from './typed-record-pages';
import type { PanelRun } from './use-panel-run';

/** What the lab hands a panel study's form; its end is RunFormFooter. */
export type PanelStudyFormProps<Request> = {
  running: boolean;
  /** Twins answered so far in the running study. */
  answered: number;
  /** The last run's error. */
  error: unknown;
  onRun: (request: Request) => void;
};

export type PanelStudyLab<Request, Item extends FeedbackRecord> = {
  /** The form in the lab's sidebar. */
  Panel: ComponentType<PanelStudyFormProps<Request>>;
  /** Runs one study, streamed (usePanelRun). */
  useRun: () => PanelRun<Request, Item>;
  /** The type's own history, a page at a time (useTypedRecordPages). */
  useHistory: () => RecordPagesQuery<Item>;
  /** What the twins are doing while it runs: 'The twins are weighing your prices'. */
  progress: string;
  /** Shown in the results column before a study is run or picked. */
  placeholder: string;
  /** The history section's name: 'Pricing study history'. */
  historyName: string;
  /** What the history list holds, for screen readers: 'Past pricing studies'. */
  historyLabel: string;
};
