// A run's CSV: the columns every type shares, then its own type's fields, one row per twin answer.
import { audienceIdOfTwin } from '@contracts/audiences';
import { BRAND_DIMENSIONS } from '@contracts/brand-study';
import type { RecordType } from '@contracts/feedback';
import { runReadingOf, type FeedbackRecord } from '@contracts/feedback-records';
import { readingLines } from '@contracts/concept-reading';
import { correctionWords } from './pdf-sections/concept-reading';
import { RECORD_TYPE_NAMES } from '@contracts/record-type-names';
import { variantLabel } from '@contracts/concept-comparison';
import {
  adReactionOf,
  brandAnswerOf,
  comparisonAnswerOf,
  featureAnswerOf,
  investorOf,
  pricingAnswerOf,
  type AnswerRow,
} from './answer-rows';

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
const RATING_COLUMNS = ['sentiment', 'sentiment_score', 'interest_level', 'purchase_intent'] as const;
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

type Cells = Record<string, unknown>;
/** A type's own cells for one answer: one line, or several (a pricing study's twin × price, a comparison's twin × variant). */
type TypeColumns = {
  columns: readonly string[];
  cells: (row: AnswerRow, record: FeedbackRecord) => Cells | Cells[];
};

const numberOr = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function ratingCells({ response }: AnswerRow): Cells {
  const detail = ('detailed' in response && response.detailed ? response.detailed : {}) as Record<
    string,
    unknown
  >;
  const concept = detail.concept as Record<string, unknown> | undefined;
  const intent = detail.purchaseIntent as Record<string, unknown> | undefined;
  return {
    sentiment: detail.sentiment,
    sentiment_score: numberOr(detail.sentimentScore),
    interest_level: numberOr(detail.interestLevel) ?? numberOr(concept?.interestLevel),
    purchase_intent: numberOr(intent?.expected),
  };
}

/** Each type's own fields; a follow-up row repeats its answer's ratings, which it does not change. */
const TYPE_COLUMNS: { [Type in RecordType]: TypeColumns } = {
  'focus-group': { columns: RATING_COLUMNS, cells: ratingCells },
  interview: { columns: [], cells: () => ({}) },
  'image-ad': {
    columns: [
      ...RATING_COLUMNS,
      'attention',
      'clarity',
      'appeal',
      'first_impression',
      'perceived_message',
      'would_change',
    ],
    cells: (row) => {
      const reaction = adReactionOf(row.response);
      return {
        ...ratingCells(row),
        attention: reaction?.attention,
        clarity: reaction?.clarity,
        appeal: reaction?.appeal,
        first_impression: reaction?.firstImpression,
        perceived_message: reaction?.perceivedMessage,
        would_change: reaction?.wouldChange,
      };
    },
  },
  image_analysis: { columns: [], cells: () => ({}) },
  angel_pitch: {
    columns: ['decision', 'investor_role', 'risk_appetite', 'investor_focus', 'reasons'],
    cells: ({ response }) => {
      const detail = investorOf(response);
      return {
        decision: detail?.decision,
        investor_role: detail?.investor.role,
        risk_appetite: detail?.investor.riskAppetite,
        investor_focus: detail?.investor.focus,
        reasons: detail?.reasons.join('; '),
      };
    },
  },
  brand360: {
    columns: ['sentiment', 'sentiment_score', ...BRAND_DIMENSIONS, 'associations', 'comparison'],
    cells: ({ response }) => {
      const detail = brandAnswerOf(response);
      const own = detail?.ratings.find((rating) => rating.isOwn);
      return {
        sentiment: detail?.sentiment,
        sentiment_score: detail?.sentimentScore,
        ...Object.fromEntries(BRAND_DIMENSIONS.map((dimension) => [dimension, own?.scores[dimension]])),
        associations: own?.associations.join('; '),
        comparison: detail?.comparison,
      };
    },
  },
  pricing_study: {
    columns: ['price_question', 'price', 'likelihood_of_buying'],
    cells: ({ response }) => {
      const detail = pricingAnswerOf(response);
      if (!detail) return {};
      if (detail.thresholds)
        return PRICE_QUESTIONS.map(([key, label]) => ({
          price_question: label,
          price: round(detail.thresholds![key]),
        }));
      return detail.likelihoods.map((point) => ({
        price_question: 'likelihood of buying',
        price: point.price,
        likelihood_of_buying: round(point.likelihood, 4),
      }));
    },
  },
  concept_comparison: {
    columns: ['variant', 'variant_text', 'purchase_intent', 'preference_chance', 'preferred'],
    cells: ({ response }, record) => {
      const detail = comparisonAnswerOf(response);
      if (!detail) return {};
      return detail.intents.map((intent, v) => ({
        variant: variantLabel(v),
        variant_text: record.type === 'concept_comparison' ? record.variants[v]?.text : undefined,
        purchase_intent: round(intent),
        preference_chance: round(detail.preferences[v] ?? 0, 4),
        preferred: detail.preferred === v ? 'yes' : 'no',
      }));
    },
  },
  feature_study: {
    columns: ['task', 'alternative', 'product_levels', 'price', 'choice_chance', 'chosen'],
    cells: ({ response }) => {
      const detail = featureAnswerOf(response);
      if (!detail) return {};
      return detail.tasks.flatMap((task, t) => {
        const chosen = task.chances.indexOf(Math.max(...task.chances));
        return task.chances.map((chance, j) => {
          const product = task.products[j];
          return {
            task: t + 1,
            alternative: product ? j + 1 : 'none of these',
            product_levels: product?.levels.join('; '),
            price: product?.price,
            choice_chance: round(chance, 4),
            chosen: chosen === j ? 'yes' : 'no',
          };
        });
      });
    },
  },
};

/** The name of the workspace audience a twin comes from, as the record keeps it; empty for a library twin. */
function audienceNameOf(record: FeedbackRecord, personaId: string | undefined): string {
  const audienceId = personaId === undefined ? undefined : audienceIdOfTwin(personaId);
  return record.audiences.find((audience) => audience.id === audienceId)?.name ?? '';
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const PRICE_QUESTIONS = [
  ['tooCheap', 'too cheap'],
  ['bargain', 'a bargain'],
  ['gettingExpensive', 'getting expensive'],
  ['tooExpensive', 'too expensive'],
] as const;

/** The header and the cells of a run's CSV (unquoted: the caller writes them safely). */
export function csvTableOf(
  record: FeedbackRecord,
  rows: AnswerRow[],
): { columns: string[]; lines: unknown[][] } {
  const own = TYPE_COLUMNS[record.type];
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
