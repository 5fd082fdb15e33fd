import { readFileSync } from 'node:fs';
import type { Persona } from '@contracts/personas';
import type { ConceptTestInput } from '@engine/index';
import { conceptOf, twinOf } from './coupon-scenario';
import { answerOf, SURVEY_COLUMNS, SurveyFormatError, surveyRowsOf, type SurveyRow } from './coupon-survey';
import { CHOICE_COLUMNS, choiceRowsOf, choiceTasksOf, choiceTwinOf, type ChoiceTask } from './choice-data';
import { parseCsvRecords } from './csv';
import {
  factsOfRecord,
  PRICING_COLUMNS,
  pricingConceptOf,
  pricingTwinOf,
  type PricingRow,
} from './pricing-scenario';
import { twinOfFacts, type SurveyFacts } from './survey-twin';

/** The facts a generic file may state about each person (labels as in the Twin-2K file). */
export const GENERIC_FACT_COLUMNS = [
  'region',
  'sex',
  'age_band',
  'age',
  'education',
  'race',
  'marital_status',
  'income_band',
  'household_size',
  'children',
  'employment',
  'occupation',
  'country',
] as const;

export interface GenericRow {
  row: number;
  respondentId: string;
  concept: string;
  facts: SurveyFacts;
  accepted: 0 | 1 | undefined;
}

export type ValidationData =
  | { shape: 'coupon'; rows: SurveyRow[] }
  | { shape: 'pricing'; rows: PricingRow[] }
  | { shape: 'choice'; tasks: ChoiceTask[] }
  | { shape: 'generic'; rows: GenericRow[] };
export type DataShape = ValidationData['shape'];

/** What each shape needs, as the error for an unknown file lists it. */
export const SHAPES: ReadonlyArray<{
  shape: DataShape;
  name: string;
  required: readonly string[];
  note: string;
}> = [
  {
    shape: 'coupon',
    name: 'coupon survey (uci-coupon-calibration.csv)',
    required: SURVEY_COLUMNS,
    note: 'Y and respondent_id optional',
  },
  {
    shape: 'pricing',
    name: 'Twin-2K pricing task (twin2k-pricing-calibration.csv)',
    required: PRICING_COLUMNS,
    note: 'Y optional',
  },
  {
    shape: 'choice',
    name: 'choice tasks (camera-choice-calibration.csv)',
    required: CHOICE_COLUMNS,
    note: `one row per alternative; chosen (1 for the one picked) and any of ${GENERIC_FACT_COLUMNS.join(', ')} optional`,
  },
  {
    shape: 'generic',
    name: 'generic concepts',
    required: ['concept'],
    note: `plus any of ${GENERIC_FACT_COLUMNS.join(', ')}; Y and respondent_id optional`,
  },
];

/** The first shape whose columns the header holds, or an error naming every shape's columns. */
export function detectShape(header: readonly string[], file: string): DataShape {
  const present = new Set(header.map((name) => name.trim()));
  const found = SHAPES.find(({ required }) => required.every((column) => present.has(column)));
  if (found) return found.shape;
  const closest = SHAPES.slice(0, 2)
    .map((s) => ({ ...s, missing: s.required.filter((column) => !present.has(column)) }))
    .sort((a, b) => a.missing.length - b.missing.length)[0]!;
  const nearly =
    closest.missing.length < closest.required.length / 2
      ? `\nIt looks like the ${closest.name} but lacks: ${closest.missing.join(', ')}.`
      : '';
  throw new SurveyFormatError(
    [
      `${file} has none of the column sets npm run validate reads.`,
      `Its columns: ${header.join(', ') || '(none)'}.`,
      'Expected one of:',
      ...SHAPES.map(({ name, required, note }) => `  - ${name}: ${required.join(', ')} (${note})`),
    ].join('\n') + nearly,
  );
}

function numberIn(
  record: Record<string, string>,
  column: string,
  file: string,
  row: number,
  rule: (value: number) => boolean,
  expected: string,
): void {
  const text = record[column]?.trim();
  if (text === undefined || text === '') return;
  if (!rule(Number(text)))
    throw new SurveyFormatError(`${file}, data row ${row}: ${column} must be ${expected}, not "${text}"`);
}

function pricingRowsOf(records: ReadonlyArray<Record<string, string>>, file: string): PricingRow[] {
  return records.map((record, row) => {
    const price = Number(record.price_usd?.trim());
    if (record.price_usd?.trim() === '' || !Number.isFinite(price) || price < 0)
      throw new SurveyFormatError(
        `${file}, data row ${row}: price_usd must be a price in dollars (0 or more), not "${record.price_usd}"`,
      );
    const fields = Object.fromEntries(PRICING_COLUMNS.map((c) => [c, (record[c] ?? '').trim()]));
    return {
      row,
      respondentId: fields.respondent_id || `row-${row}`,
      fields: fields as PricingRow['fields'],
      priceUsd: price,
      accepted: answerOf(record, file, row),
    };
  });
}

function genericRowsOf(records: ReadonlyArray<Record<string, string>>, file: string): GenericRow[] {
  return records.map((record, row) => {
    const concept = record.concept?.trim() ?? '';
    if (concept === '') throw new SurveyFormatError(`${file}, data row ${row}: the concept is empty`);
    numberIn(record, 'age', file, row, (v) => Number.isInteger(v) && v >= 16 && v <= 110, 'an age in years');
    numberIn(record, 'children', file, row, (v) => Number.isInteger(v) && v >= 0 && v <= 20, 'a count');
    return {
      row,
      respondentId: record.respondent_id?.trim() || `row-${row}`,
      concept,
      facts: factsOfRecord(record),
      accepted: answerOf(record, file, row),
    };
  });
}

/** Reads a CSV of any shape the harness knows, recognised by its columns. */
export function parseValidationData(text: string, file: string): ValidationData {
  const { header, records } = parseCsvRecords(text);
  const shape = detectShape(header, file);
  switch (shape) {
    case 'coupon':
      return { shape, rows: surveyRowsOf(records, file) };
    case 'pricing':
      return { shape, rows: pricingRowsOf(records, file) };
    case 'choice':
      return { shape, tasks: choiceTasksOf(choiceRowsOf(records, file), file) };
    case 'generic':
      return { shape, rows: genericRowsOf(records, file) };
  }
}

export function readValidationData(file: string): ValidationData {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new SurveyFormatError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  return parseValidationData(text, file);
}

/**
 * What the product is asked about each row: the concept and the twin. A respondent's twin is built once
 * and shared by all their rows.
 */
export function questionsOf(data: ValidationData): ConceptTestInput[] {
  const twins = new Map<string, Persona>();
  const twin = (key: string, build: () => Persona) => {
    let persona = twins.get(key);
    if (!persona) twins.set(key, (persona = build()));
    return persona;
  };
  switch (data.shape) {
    case 'coupon':
      return data.rows.map((row) => ({
        concept: conceptOf(row),
        persona: twin(row.respondentId, () => twinOf(row)),
      }));
    case 'pricing':
      return data.rows.map((row) => ({
        concept: pricingConceptOf(row),
        persona: twin(row.respondentId, () => pricingTwinOf(row)),
      }));
    case 'choice':
      // Each alternative as a concept test puts it (the choice model itself is choice-validation.ts's).
      return data.tasks.flatMap((task) =>
        task.rows.map((row) => ({
          concept: row.concept,
          persona: twin(row.respondentId, () => choiceTwinOf(row)),
        })),
      );
    case 'generic':
      return data.rows.map((row) => ({
        concept: row.concept,
        // Rows of one respondent id share facts only if the file says so; the id and facts together key the twin.
        persona: twin(`${row.respondentId}|${JSON.stringify(row.facts)}`, () =>
          twinOfFacts(row.facts, { id: `generic-${row.respondentId}`, respondent: row.respondentId }),
        ),
      }));
  }
}
