/**
 * Trust-report benchmark. Run: npx tsx bench/trust-report.ts
 *
 * What a 7-twin run on the offline engine waits for after its twins have answered: the record read as a trust
 * subject and the report (200 seeded resamples, spread, positivity, measured domain, panel). Two run types: a concept
 * test, and a Van Westendorp pricing study, whose resamples each recompute its curves and price points. Each run has
 * a new concept text, so no memoised reading of the concept helps. Goal: at most 300 ms per run (issue 30).
 */
import type { FeedbackRecordContent } from '@contracts/feedback-records';
import type { RecordType } from '@contracts/feedback';
import {
  buildTrustReport,
  executePricingStudy,
  ladderFor,
  runConceptTest,
  trustSubjectOf,
} from '@engine/index';
import { createOfflineProvider } from '@engine/offline/offline-provider';
import { SAMPLE_PERSONAS } from '@engine/test-personas';
import { toResponseItem } from '@server/research-types/concept-test/run-concept-test';
import { feedbackRecordContentOf } from '@server/services/feedback-records/normalise-record';
import { panelResponseItem } from '@server/services/research-panels/panel-run';

const RUNS = 30;
const GOAL_MS = 300;
const CONCEPTS = [
  (i: number) => `A coupon for a coffee house 5 minutes away, valid for 1 day, ${i}% off`,
  (i: number) => `Eggland's Best eggs, 12 count, $${(2 + i / 10).toFixed(2)} at the grocery store`,
  (i: number) => `A CRM for B2B sales teams at $${20 + i} per user per month`,
  (i: number) => `A monthly plant-care kit for €${15 + i}.99 with a soil moisture sensor and a care app`,
];

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

const provider = createOfflineProvider();

/** A finished run's result as the record the trust report reads. */
function recordOf(
  id: string,
  type: RecordType,
  concept: string,
  run: { responses: unknown[]; overall_analysis: unknown; concept_details?: unknown },
): FeedbackRecordContent {
  const now = new Date().toISOString();
  return feedbackRecordContentOf({
    id,
    concept,
    concept_details: run.concept_details ?? null,
    selected_personas: SAMPLE_PERSONAS.map((p) => p.id),
    responses: run.responses,
    overall_analysis: run.overall_analysis,
    type,
    filters: null,
    engine: { provider: 'offline', model: 'bench', version: 'bench' },
    created_at: now,
    updated_at: now,
  } as never);
}

const RUN_TYPES: Array<{
  name: string;
  /** The run itself (context, not timed against the goal) and the record it saves. */
  run: (i: number, concept: string) => Promise<FeedbackRecordContent>;
}> = [
  {
    name: 'concept tests',
    run: async (i, concept) => {
      const result = await runConceptTest({ provider, personas: SAMPLE_PERSONAS, concept });
      return recordOf(`bench-${i}`, 'focus-group', concept, {
        responses: result.answers.map(toResponseItem),
        overall_analysis: result.overallAnalysis,
      });
    },
  },
  {
    name: 'Van Westendorp pricing studies',
    run: async (i, concept) => {
      const input = { concept, currency: 'USD' as const, method: 'van-westendorp' as const };
      const panel = {
        twins: SAMPLE_PERSONAS.length,
        chosenBy: 'filters' as const,
        matched: SAMPLE_PERSONAS.length,
      };
      const result = await executePricingStudy({
        provider,
        personas: SAMPLE_PERSONAS,
        input,
        ladder: ladderFor(input)!,
        panel,
        seed: `bench-vw-${i}`,
      });
      return recordOf(`bench-vw-${i}`, 'pricing_study', concept, {
        responses: result.answers.map(panelResponseItem),
        overall_analysis: result.analysis,
        concept_details: { method: input.method, currency: input.currency },
      });
    },
  },
];

async function measure({ name, run }: (typeof RUN_TYPES)[number]): Promise<number> {
  const runMs: number[] = [];
  const trustMs: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const concept = CONCEPTS[i % CONCEPTS.length]!(i);
    const runStart = performance.now();
    const record = await run(i, concept);
    runMs.push(performance.now() - runStart);
    const trustStart = performance.now();
    const report = buildTrustReport(trustSubjectOf(record, SAMPLE_PERSONAS)!, {
      seed: record.id,
      provider: 'offline',
      engineVersion: 'bench',
      now: new Date(),
    });
    trustMs.push(performance.now() - trustStart);
    if (i < CONCEPTS.length) console.log(`${concept}\n  → ${report.summary}`);
  }
  const show = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `${label}: first ${values[0]!.toFixed(1)} ms, median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
    );
  };
  console.log(`\n${RUNS} offline 7-twin ${name}, each a new concept`);
  show('The run itself (context)', runMs);
  show(`Trust report (goal ≤ ${GOAL_MS} ms)`, trustMs);
  return Math.max(...trustMs);
}

for (const runType of RUN_TYPES) {
  const worst = await measure(runType);
  console.log(
    worst <= GOAL_MS
      ? `Within the goal: worst ${worst.toFixed(1)} ms\n`
      : `OVER THE GOAL: worst ${worst.toFixed(1)} ms\n`,
  );
}
