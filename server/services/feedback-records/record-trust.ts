import { and, eq, isNull } from 'drizzle-orm';
import type { FeedbackRecordContent } from '@contracts/feedback-records';
import type { Retest, TrustReport } from '@contracts/trust-report';
import { feedbackRequests } from '@db/schema/index';
import {
  buildTrustReport,
  ENGINE_VERSION,
  hasTrustSubject,
  trustSubjectOf,
  trustTwinOf,
} from '@engine/index';
import { findAudienceTwinsOfRecord } from '../audiences/audiences';
import type { AppContext } from '../../context';
import type { RunResult } from '../runs/run-executor';
import { listPersonas } from '../personas/list-personas';
import { feedbackRecordContentOf, storedRecordOf, type FeedbackRow } from './normalise-record';

/**
 * The trust report of a record's answers (decision 036), from the twins as the library holds them; null for a type
 * without twins' answers. Seeded by the record's id, so computing it again gives the same report.
 */
export async function trustReportOf(
  context: Pick<AppContext, 'db'>,
  record: FeedbackRecordContent,
  retest: Retest | null = null,
): Promise<TrustReport | null> {
  if (!hasTrustSubject(record.type)) return null;
  const ids = record.responses.map((item) => item.personaId).filter((id) => id.length > 0);
  const personas = [
    ...(await listPersonas(context, { ids })),
    ...(await findAudienceTwinsOfRecord(context.db, ids)),
  ];
  const subject = trustSubjectOf(record, personas);
  if (!subject) return null;
  // A panel from workspace audiences is set beside the national library rather than the market (issue 31).
  const audience =
    record.audiences.length > 0
      ? {
          names: record.audiences.map((a) => a.name),
          library: (await listPersonas(context)).map(trustTwinOf),
        }
      : null;
  return buildTrustReport(subject, {
    seed: record.id,
    provider: record.engine?.provider ?? 'saved by hand',
    engineVersion: ENGINE_VERSION,
    now: new Date(),
    retest,
    audience,
  });
}

/** The trust report a finished run is saved with, read from its result as the record will be. */
export function trustOfRun(
  context: Pick<AppContext, 'db'>,
  runId: string,
  result: RunResult,
  retest: Retest | null,
): Promise<TrustReport | null> {
  const now = new Date().toISOString();
  const record = feedbackRecordContentOf({
    id: runId,
    concept: result.concept,
    concept_details: result.conceptDetails,
    selected_personas: result.selectedPersonas,
    responses: result.responses,
    overall_analysis: result.overallAnalysis,
    type: result.type,
    filters: result.filters,
    engine: result.engine,
    audiences: result.audiences,
    created_at: now,
    updated_at: now,
  });
  return trustReportOf(context, record, retest);
}

/**
 * A record made before trust reports existed gets its report on first read, stored so the next read answers it as
 * saved (a concurrent first read computes the same report; the first to store it wins).
 */
export async function withTrust(context: Pick<AppContext, 'db'>, row: FeedbackRow): Promise<FeedbackRow> {
  if (row.trust !== null) return row;
  const trust = await trustReportOf(context, feedbackRecordContentOf(storedRecordOf(row)));
  if (!trust) return row;
  await context.db
    .update(feedbackRequests)
    .set({ trust })
    .where(and(eq(feedbackRequests.id, row.id), isNull(feedbackRequests.trust)));
  return { ...row, trust };
}
