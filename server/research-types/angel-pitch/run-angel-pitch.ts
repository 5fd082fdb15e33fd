import { RUN_COST } from '@contracts/credits';
import {
  ANGEL_PITCH_TYPE,
  type AngelPitchInput,
  type AngelPitchPage,
  type InvestorVerdict,
} from '@contracts/angel-pitch';
import type { SavedResponseItem } from '@contracts/feedback';
import { executeAngelPitch, investorPanel, PITCH_READING } from '@engine/index';
import type { Actor, AppContext } from '../../context';
import { httpError } from '../../errors';
import { engineStamp, type RunExecutor } from '../../services/runs/run-executor';
import { secondSample } from '../../services/runs/second-sample';
import { toTypedRecord } from '../../services/feedback-records/normalise-record';
import { recordPage } from '../../services/feedback-records/list-feedback-history';
import { listPersonas } from '../../services/personas/list-personas';

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

/** The investor twins for a pitch; a library without any cannot run one (409, before anything is charged). */
async function investorsFor(context: AppContext, pitch: string) {
  const investors = investorPanel(await listPersonas(context, {}), pitch);
  if (investors.length === 0)
    throw httpError(
      'NO_INVESTOR_TWINS',
      'The twin library has no high-income business twins to act as investors.',
    );
  return investors;
}

/** An angel pitch, a run type of the job layer (1 credit): the library's investor twins judge it; saved as angel_pitch with its analysis. */
export const angelPitchExecutor: RunExecutor<AngelPitchInput> = {
  cost: RUN_COST,
  check: async (context, _actor, input) => ({ twins: (await investorsFor(context, input.pitch)).length }),
  execute: async (context, { input, userId }) => {
    const investors = await investorsFor(context, input.pitch);
    const result = await executeAngelPitch(context.engine, investors, input);
    const retest = await secondSample(
      context,
      userId,
      result.answers.map((answer) => ({
        persona: investors.find((p) => p.id === answer.personaId)!,
        answer,
      })),
      (persona) => context.engine.judgePitch({ persona, pitch: input }),
      PITCH_READING,
    );
    return {
      concept: input.pitch,
      conceptDetails: { askEur: input.askEur ?? null, valuationEur: input.valuationEur ?? null },
      selectedPersonas: investors.map((p) => p.id),
      responses: result.answers.map(investorResponseItem),
      overallAnalysis: result.overallAnalysis,
      type: ANGEL_PITCH_TYPE,
      engine: engineStamp(context),
      retest,
    };
  },
};

/** The caller's angel pitches, newest first, a page at a time (keyset by cursor, as the history's). */
export function listAngelPitches(
  context: AppContext,
  actor: Actor,
  query: { cursor?: string; pageSize: number },
): Promise<AngelPitchPage> {
  return recordPage(context, actor, [ANGEL_PITCH_TYPE], query, (row) => toTypedRecord(row, ANGEL_PITCH_TYPE));
}
