// npm run sample:landing — reruns the landing page's sample concept test on five library twins (one per country, plus a
// second Maltese twin) with today's offline engine and writes web/features/marketing/sample-concept-test.ts.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LIBRARY_VERSION, COUNTRY_NAMES } from '@db/seed/generate-library';
import { createOfflineProvider } from '@engine/offline/offline-provider';
import { runConceptTest } from '@engine/research-types/concept-test/run-concept-test';
import { ENGINE_VERSION } from '@engine/version';
import { libraryPersonas } from '@server/services/personas/library-personas';

const CONCEPT =
  'GreenBox: a monthly plant-care kit for people who live in flats. Each box has organic fertiliser, a moisture meter and care cards for your own plants, delivered to your door for €19 a month. Cancel any time.';
/** Which twins: the first employed adult aged 30-55 of each country, and a second one for Malta. */
const PICKS: Array<[country: string, nth: number]> = [
  ['MT', 0],
  ['MT', 1],
  ['UK', 0],
  ['NL', 0],
  ['US', 0],
];

const library = libraryPersonas();
const eligible = (country: string) =>
  library.filter(
    (p) => p.country_code === country && p.age >= 30 && p.age <= 55 && p.activity_status === 'employed',
  );
const twins = PICKS.map(([country, nth]) => eligible(country)[nth]!);

const result = await runConceptTest({ provider: createOfflineProvider(), personas: twins, concept: CONCEPT });
const overall = result.overallAnalysis;
const countryName = (code: string) => COUNTRY_NAMES[code as keyof typeof COUNTRY_NAMES] ?? code;
const answers = result.answers.map((answer, i) => {
  const twin = twins[i]!;
  return {
    twin: `${twin.name}, ${twin.age}, ${twin.occupation}, ${twin.city}, ${countryName(twin.country_code)}, income ${twin.segments.income_bracket}`,
    sentiment: answer.sentiment,
    score: answer.sentimentScore,
    text: answer.text,
  };
});
const overallSummary = {
  aggregateScore: overall.aggregateScore,
  sentiment: overall.key_metrics.overall_sentiment,
  meanPurchaseIntent: overall.key_metrics.meanPurchaseIntent,
  distribution: overall.sentimentAnalysis.distribution,
  keyMessages: overall.qualitativeFeedback.perceivedKeyMessages,
  concerns: overall.concerns,
  suggestions: overall.suggestions,
  byCountry: overall.segmentBreakdown.country,
};

const file = path.resolve(import.meta.dirname, '../web/features/marketing/sample-concept-test.ts');
writeFileSync(
  file,
  `// A real run of the offline engine, reproduced verbatim as an illustrative sample. When the engine version changes,
// sample-concept-test.test.ts fails: \`npm run sample:landing\` (scripts/write-landing-sample.ts) writes it anew.

export type SampleAnswer = {
  twin: string;
  sentiment: 'positive' | 'neutral' | 'negative';
  score: number;
  text: string;
};

export const sampleConceptTest = {
  engineVersion: ${JSON.stringify(ENGINE_VERSION)},
  libraryVersion: ${JSON.stringify(LIBRARY_VERSION)},
  concept: ${JSON.stringify(CONCEPT)},
  answers: ${JSON.stringify(answers, null, 2)} satisfies SampleAnswer[],
  overall: ${JSON.stringify(overallSummary, null, 2)},
};
`,
);
console.log(`Wrote the landing sample (engine ${ENGINE_VERSION}, library ${LIBRARY_VERSION}) to ${file}`);
