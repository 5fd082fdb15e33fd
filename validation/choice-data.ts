// The generic choice shape of npm run validate: one row per alternative of a choice task
// (respondent_id, task, alternative, concept, optional chosen and demographic columns).
import type { Persona } from '@contracts/personas';
import { isNoneOption } from '@engine/offline/model/choice-model';
import { seededRandom } from '@engine/offline/seeded-random';
import { libraryPersonas } from '@server/services/personas/library-personas';
import { SurveyFormatError } from './coupon-survey';
import { factsOfRecord } from './pricing-scenario';
import { twinOfFacts, type SurveyFacts } from './survey-twin';

export const CHOICE_COLUMNS = ['respondent_id', 'task', 'alternative', 'concept'] as const;

export interface ChoiceRow {
  /** 0-based data row, as the predictions file and error messages name it. */
  row: number;
  respondentId: string;
  task: string;
  alternative: string;
  concept: string;
  facts: SurveyFacts;
  /** Whether the file states any demographic fact for this row. */
  hasFacts: boolean;
  chosen: 0 | 1 | undefined;
}

export interface ChoiceTask {
  respondentId: string;
  task: string;
  rows: ChoiceRow[];
  /** Index in rows of the "none of these" alternative, if the task has one. */
  noneAt: number | undefined;
  /** Index in rows of the chosen alternative, when the file says. */
  chosenAt: number | undefined;
}

function chosenOf(record: Record<string, string>, file: string, row: number): 0 | 1 | undefined {
  const text = record.chosen?.trim();
  if (text === undefined || text === '') return undefined;
  if (text === '1' || text === '0') return Number(text) as 0 | 1;
  throw new SurveyFormatError(`${file}, data row ${row}: chosen must be 1 or 0, not "${text}"`);
}

export function choiceRowsOf(records: ReadonlyArray<Record<string, string>>, file: string): ChoiceRow[] {
  return records.map((record, row) => {
    for (const column of CHOICE_COLUMNS)
      if ((record[column]?.trim() ?? '') === '')
        throw new SurveyFormatError(`${file}, data row ${row}: the ${column} is empty`);
    const facts = factsOfRecord(record);
    return {
      row,
      respondentId: record.respondent_id!.trim(),
      task: record.task!.trim(),
      alternative: record.alternative!.trim(),
      concept: record.concept!.trim(),
      facts,
      hasFacts: Object.values(facts).some((value) => value !== undefined),
      chosen: chosenOf(record, file, row),
    };
  });
}

/**
 * The rows grouped into tasks, in file order. A task needs two alternatives or more, and at most one chosen; when
 * any row states `chosen`, every task needs exactly one.
 */
export function choiceTasksOf(rows: readonly ChoiceRow[], file: string): ChoiceTask[] {
  const tasks = new Map<string, ChoiceTask>();
  for (const row of rows) {
    const key = `${row.respondentId}\u0000${row.task}`;
    let task = tasks.get(key);
    if (!task)
      tasks.set(
        key,
        (task = {
          respondentId: row.respondentId,
          task: row.task,
          rows: [],
          noneAt: undefined,
          chosenAt: undefined,
        }),
      );
    if (row.chosen === 1) {
      if (task.chosenAt !== undefined)
        throw new SurveyFormatError(
          `${file}, data row ${row.row}: chosen is 1 for a second alternative of task ${row.task} of respondent ${row.respondentId} (data row ${task.rows[task.chosenAt]!.row} is chosen already)`,
        );
      task.chosenAt = task.rows.length;
    }
    if (isNoneOption(row.concept)) task.noneAt = task.rows.length;
    task.rows.push(row);
  }
  const labelled = rows.some((row) => row.chosen !== undefined);
  for (const task of tasks.values()) {
    const first = task.rows[0]!;
    if (task.rows.length < 2)
      throw new SurveyFormatError(
        `${file}, data row ${first.row}: task ${task.task} of respondent ${task.respondentId} has only one alternative; a choice needs two or more (column task)`,
      );
    if (labelled && task.chosenAt === undefined)
      throw new SurveyFormatError(
        `${file}, data row ${first.row}: no alternative of task ${task.task} of respondent ${task.respondentId} has chosen = 1 (column chosen)`,
      );
  }
  return [...tasks.values()];
}

let usTwins: Persona[] | undefined;
/**
 * The library's US twins: the calibration respondents are US adults, and a study asks the library's twins, so the
 * choice model is fitted on the twins it answers for (decision 053), not on a hand-picked few.
 */
const libraryChoices = () => (usTwins ??= libraryPersonas().filter((twin) => twin.country_code === 'US'));

/**
 * The twin answering for one respondent: built from the row's facts, or, where the file states none, a library
 * twin drawn by a seed from the respondent id (with the respondent's own id, so its tastes are its own).
 */
export function choiceTwinOf(row: ChoiceRow): Persona {
  if (row.hasFacts)
    return twinOfFacts(row.facts, { id: `choice-${row.respondentId}`, respondent: row.respondentId });
  const choices = libraryChoices();
  const drawn = choices[Math.floor(seededRandom(`choice-twin-${row.respondentId}`).next() * choices.length)]!;
  return { ...drawn, id: `choice-${row.respondentId}` };
}
