import { desc, and, eq } from 'drizzle-orm';
import { ANGEL_PITCH_TYPE, type AngelPitchInput, type AngelPitchRecord, type InvestorVerdict } from '../../../contracts/angel-pitch';
import type { SavedResponseItem } from '../../../contracts/feedback';
import { feedbackRequests } from '../../../db/schema/index';
import { executeAngelPitch, investorPanel } from '../../../engine/index';
import type { Actor, AppContext } from '../../context';
import { HttpError } from '../../errors';
import { insertRunRecord, runCharged } from '../feedback-records/charged-run';
import { toTypedRecord } from '../feedback-records/normalise-record';
import { listPersonas } from '../personas/list-personas';

export function investorResponseItem(answer: InvestorVerdict): SavedResponseItem {
  return {
    personaId: answer.personaId,
    sender: 'ai',
    personaName: answer.personaName,
    text: answer.text,
    detailed: {
      personaName: answer.personaName,
      investor: answer.investor,
      decision: answer.decision,
      reasons: answer.reasons,
    },
    followUpConversations: [],
  };
}

/** An angel pitch (1 credit, charged-run.ts): the library's investor twins judge it; saved as angel_pitch with its analysis. */
export async function runAngelPitch(
  context: AppContext,
  actor: Actor,
  input: AngelPitchInput,
  onEngineFailure?: (error: unknown) => void,
): Promise<AngelPitchRecord> {
  const investors = investorPanel(await listPersonas(context, {}), input.pitch);
  if (investors.length === 0)
    throw new HttpError(
      409,
      'Conflict',
      'NO_INVESTOR_TWINS',
      'The twin library has no high-income business twins to act as investors.',
    );
  return runCharged(
    context,
    actor,
    { metadata: { type: ANGEL_PITCH_TYPE, twins: investors.length }, onEngineFailure },
    async (runId) => {
      const result = await executeAngelPitch(context.engine, investors, input);
      return insertRunRecord(context, actor, runId, {
        concept: input.pitch,
        conceptDetails: { askEur: input.askEur ?? null, valuationEur: input.valuationEur ?? null },
        personaIds: investors.map((p) => p.id),
        responses: result.answers.map(investorResponseItem),
        overallAnalysis: result.overallAnalysis,
        type: ANGEL_PITCH_TYPE,
      });
    },
  );
}

const PITCHES_SHOWN = 50;

/** The caller's angel pitches, newest first. */
export async function listAngelPitches({ db }: AppContext, actor: Actor): Promise<AngelPitchRecord[]> {
  const rows = await db
    .select()
    .from(feedbackRequests)
    .where(and(eq(feedbackRequests.userId, actor.id), eq(feedbackRequests.type, ANGEL_PITCH_TYPE)))
    .orderBy(desc(feedbackRequests.createdAt), desc(feedbackRequests.id))
    .limit(PITCHES_SHOWN);
  return rows.map((row) => toTypedRecord(row, ANGEL_PITCH_TYPE));
}
