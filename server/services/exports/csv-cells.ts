// What a research type's own CSV columns are made of; each type's columns live in server/research-types/<type>/.
import type { FeedbackRecord } from '@contracts/feedback-records';
import type { AnswerRow } from './answer-rows';

export type Cells = Record<string, unknown>;
/** A type's own cells for one answer: one line, or several (a pricing study's twin × price, a comparison's twin × variant). */
export type TypeColumns = {
  columns: readonly string[];
  cells: (row: AnswerRow, record: FeedbackRecord) => Cells | Cells[];
};

/** The columns of a type with no fields of its own beside the shared ones. */
export const NO_OWN_COLUMNS: TypeColumns = { columns: [], cells: () => ({}) };

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
