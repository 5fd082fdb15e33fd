import { eq, sql } from 'drizzle-orm';
import type { FollowUp, ResponseItem } from '../../../contracts/feedback';
import { feedbackRequests } from '../../../db/schema/index';
import type { Actor, AppContext } from '../../context';
import { HttpError, badRequest, conflict } from '../../errors';
import { findOwnedFeedback } from './feedback-records';
import { getPersona } from '../personas/list-personas';

export const MAX_FOLLOW_UPS_PER_TWIN = 20;

/**
 * Asks one twin of a saved run a follow-up, in character and consistent with its first answer, then appends
 * {question, response, timestamp, isSaved} to that twin's followUpConversations (creating its entry if missing).
 */
export async function askFollowUp(
  context: AppContext,
  actor: Actor,
  feedbackId: string,
  input: { personaId?: string; question: string },
): Promise<{ followUp: FollowUp; followUps: FollowUp[] }> {
  if (!feedbackId || !input.personaId) throw badRequest('feedbackId and personaId are required');
  const personaId = input.personaId;
  const { db, engine } = context;
  const record = await findOwnedFeedback(db, actor.id, feedbackId, `Feedback with ID ${feedbackId} not found`);
  const persona = await getPersona(context, personaId);
  const existing = (record.responses as ResponseItem[]).find((r) => r.personaId === personaId);
  const previous = existing?.followUpConversations ?? [];
  if (previous.length >= MAX_FOLLOW_UPS_PER_TWIN) {
    throw conflict(`You have asked this twin ${MAX_FOLLOW_UPS_PER_TWIN} follow-ups on this run, the most it takes.`, 'FOLLOW_UP_LIMIT');
  }

  let reply;
  try {
    reply = await engine.answerFollowUp({
      persona,
      concept: record.concept ?? '',
      firstAnswer: {
        text: existing?.text ?? '',
        sentiment: existing?.detailed?.sentiment as 'positive' | 'neutral' | 'negative' | undefined,
        sentimentScore: existing?.detailed?.sentimentScore,
        interestLevel: existing?.detailed?.interestLevel,
      },
      previousFollowUps: previous.map(({ question, response }) => ({ question, response })),
      question: input.question,
    });
  } catch {
    throw new HttpError(502, 'Bad Gateway', 'FOLLOW_UP_FAILED', 'The twin could not answer right now. Please try again.');
  }
  const followUp: FollowUp = { question: input.question, response: reply.response, timestamp: new Date().toISOString(), isSaved: true };

  // Re-read under a row lock so that two follow-ups at once never overwrite each other.
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(feedbackRequests).where(eq(feedbackRequests.id, record.id)).for('update');
    if (!locked) throw new HttpError(404, 'Not Found', 'NOT_FOUND', `Feedback with ID ${feedbackId} not found`);
    const responses = [...(locked.responses as ResponseItem[])];
    const index = responses.findIndex((r) => r.personaId === personaId);
    const entry: ResponseItem =
      index >= 0 ? { ...responses[index]! } : { personaId, sender: 'ai', personaName: persona.name, followUpConversations: [] };
    entry.followUpConversations = [...(entry.followUpConversations ?? []), followUp];
    if (index >= 0) responses[index] = entry;
    else responses.push(entry);
    await tx.update(feedbackRequests).set({ responses, updatedAt: sql`now()` }).where(eq(feedbackRequests.id, record.id));
    return { followUp, followUps: entry.followUpConversations };
  });
}
