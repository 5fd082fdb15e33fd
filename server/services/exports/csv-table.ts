// A run's CSV: the columns every type shares, then its own type's fields, one row per twin answer.
import { audienceIdOfTwin } from '@contracts/audiences';
import { runReadingOf, type FeedbackRecord } from '@contracts/feedback-records';
import { readingLines } from '@contracts/concept-reading';
import { correctionWords } from './pdf-sections/concept-reading';
import { RECORD_TYPE_NAMES } from '@contracts/record-type-names';
import { RECORD_KINDS } from '../../research-types/record-kinds';
import type { AnswerRow } from './answer-rows';
import type { Cells } from './csv-cells';

const SHARED_COLUMNS = [
  'run_id',
  'run_type',
  'concept',
  'persona_id',
  'persona_name',
  'age',
  'age_group',
  'gender',
  'location',
  'country_code',
  'occupation',
  'income_bracket',
  'weight',
  'audience',
  'turn',
  'question',
] as const;
/** What the twins understood of the concept (decision 047), the same on every line of a run that kept it. */
const READING_COLUMNS = ['product_category', 'usual_price', 'corrected_before_run'] as const;

function readingCells(record: FeedbackRecord): Cells {
  const reading = runReadingOf(record);
  if (!reading) return {};
  const [product, usual] = readingLines(reading);
  return {
    product_category: product!.text,
    usual_price: usual!.text,
    corrected_before_run: reading.corrections ? correctionWords(reading) : 'nothing',
  };
}

/** The name of the workspace audience a twin comes from, as the record keeps it; empty for a library twin. */
function audienceNameOf(record: FeedbackRecord, personaId: string | undefined): string {
  const audienceId = personaId === undefined ? undefined : audienceIdOfTwin(personaId);
  return record.audiences.find((audience) => audience.id === audienceId)?.name ?? '';
}

/** The header and the cells of a run's CSV (unquoted: the caller writes them safely). */
export function csvTableOf(
  record: FeedbackRecord,
  rows: AnswerRow[],
): { columns: string[]; lines: unknown[][] } {
  const own = RECORD_KINDS[record.type].csv;
  const reading = readingCells(record);
  const columns = [
    ...SHARED_COLUMNS,
    ...(runReadingOf(record) ? READING_COLUMNS : []),
    ...own.columns,
    'answer',
  ];
  const lines = rows.flatMap((row) => {
    const { persona } = row;
    const shared: Cells = {
      run_id: record.id,
      run_type: RECORD_TYPE_NAMES[record.type],
      concept: record.concept,
      persona_id: row.response.personaId,
      persona_name: persona?.name ?? row.response.personaName,
      age: persona?.age,
      age_group: persona?.segments.age_group,
      gender: persona?.gender,
      location: persona?.location,
      country_code: persona?.country_code,
      occupation: persona?.occupation,
      income_bracket: persona?.segments.income_bracket,
      weight: persona?.weight,
      audience: audienceNameOf(record, row.response.personaId),
      turn: row.turn,
      question: row.question,
      answer: row.text,
      ...reading,
    };
    const typed = own.cells(row, record);
    return (Array.isArray(typed) ? typed : [typed]).map((cells) => {
      const line: Cells = { ...shared, ...cells };
      return columns.map((column) => line[column]);
    });
  });
  return { columns, lines };
}
