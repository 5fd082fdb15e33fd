import { randomUUID } from 'node:crypto';
import type { UpdateFeedbackRequest } from '@contracts/feedback';
import {
  MAX_INTERVIEW_QUESTIONS,
  type InterviewAnalysis,
  type InterviewMessage,
  type InterviewReply,
} from '@contracts/interviews';
import { eq } from 'drizzle-orm';
import { feedbackRequests } from '@db/schema';
import type { Actor, AppContext } from '../../context';
import { httpError } from '../../errors';
import { asResponses, interviewAnalysis, lockOwnedInterview, messagesOf, turnsOf } from './interview-records';
import { countQuestion } from '../follow-ups/asked-twins';
import { holdQuestion, releaseQuestion, storeAnswer } from '../follow-ups/pending-questions';
import { storable } from '../../validate';
import type { FeedbackRow } from '../feedback-records/normalise-record';
import { findTwin } from '../personas/find-twins';
import { inRunSlot } from '../runs/run-leases';
import { writeFeedbackUpdate } from '../feedback-records/update-feedback';

function update(messages: InterviewMessage[], analysis: InterviewAnalysis): UpdateFeedbackRequest {
  return {
    responses: asResponses(messages),
    overallAnalysis: analysis as unknown as Record<string, unknown>,
  };
}

/** The interview's twin: the one it was started with (not selected_personas, which the owner can rewrite). */
function interviewTwin(row: FeedbackRow): string {
  const twin = row.startedAs === 'interview' ? Object.keys(row.followUpCounts)[0] : undefined;
  if (!twin) {
    throw httpError(
      'INTERVIEW_NOT_STARTED',
      'Only an interview started here can be continued. Start a new interview to talk with this twin.',
    );
  }
  return twin;
}

/**
 * Asks the interviewed twin one question, on an interview started (and paid for) through startInterview only. The
 * question takes its slot under the record's row lock, counted in follow_up_counts (so at most
 * MAX_INTERVIEW_QUESTIONS are ever asked, however many arrive at once and however the record is edited between
 * them), the twin answers outside any transaction
 * (streaming each chunk to onChunk), and the answer is stored after its question under the lock again. If the twin
 * cannot answer, the question is withdrawn, so it can be asked again without using a slot.
 */
export async function addInterviewMessage(
  context: AppContext,
  actor: Actor,
  id: string,
  content: string,
  onChunk: (text: string) => void = () => undefined,
): Promise<InterviewReply> {
  // Like follow-ups: a user's parallel questions wait for their turn in memory, not in the database's queue.
  return context.questionTurns.run(actor.id, () => askInTurn(context, actor, id, content, onChunk));
}

async function askInTurn(
  context: AppContext,
  actor: Actor,
  id: string,
  content: string,
  onChunk: (text: string) => void,
): Promise<InterviewReply> {
  const { db, engine } = context;
  // The twin is looked up before the lock: on PGlite a query outside the open transaction would wait for it.
  const owned = await db.transaction((tx) => lockOwnedInterview(tx, actor.id, id));
  const persona = await findTwin(context, actor.id, interviewTwin(owned));
  const question: InterviewMessage = {
    id: randomUUID(),
    sender: 'user',
    personaId: persona.id,
    personaName: persona.name,
    text: content,
    timestamp: '',
  };
  const reserved = await db.transaction(async (tx) => {
    const row = await lockOwnedInterview(tx, actor.id, id);
    const messages = messagesOf(row);
    if ((row.followUpCounts[persona.id] ?? 0) >= MAX_INTERVIEW_QUESTIONS) {
      throw httpError(
        'INTERVIEW_QUESTION_LIMIT',
        `This interview has reached its limit of ${MAX_INTERVIEW_QUESTIONS} questions. Start a new interview to keep talking with this twin.`,
      );
    }
    await tx
      .update(feedbackRequests)
      .set({ followUpCounts: countQuestion(row.followUpCounts, persona.id) })
      .where(eq(feedbackRequests.id, row.id));
    await holdQuestion(tx, {
      id: question.id,
      userId: actor.id,
      feedbackId: id,
      personaId: persona.id,
      kind: 'interview',
    });
    question.timestamp = new Date().toISOString();
    const next = [...messages, question];
    await writeFeedbackUpdate(
      tx,
      id,
      update(next, interviewAnalysis(row.overallAnalysis as Partial<InterviewAnalysis>, next, undefined)),
    );
    return { persona, topic: row.concept ?? undefined, history: turnsOf(messages) };
  });

  let text = '';
  try {
    // The answer waits for a fair slot like a run does, so one user's questions take turns with others' work.
    await inRunSlot(context, question.id, actor.id, async () => {
      for await (const chunk of engine.streamInterviewAnswer({ ...reserved, question: content })) {
        text += chunk;
        onChunk(chunk);
      }
    });
    if (!text.trim()) throw new Error('empty answer');
  } catch (error) {
    await releaseQuestion(db, question.id, 'The twin could not answer.');
    throw httpError(
      'INTERVIEW_REPLY_FAILED',
      'The twin could not answer right now. Your question was not counted; please try again.',
      {
        extra: {
          cause: error instanceof Error ? error.name : undefined,
        },
      },
    );
  }

  const reply: InterviewMessage = {
    id: randomUUID(),
    sender: 'ai',
    personaId: reserved.persona.id,
    personaName: reserved.persona.name,
    text: storable(text.trim()),
    timestamp: new Date().toISOString(),
    replyTo: question.id,
  };
  const record = await storeAnswer(db, question.id, async (tx) => {
    const row = await lockOwnedInterview(tx, actor.id, id);
    const messages = messagesOf(row);
    const at = messages.findIndex((m) => m.id === question.id);
    const next = [...messages.slice(0, at + 1), reply, ...messages.slice(at + 1)];
    // The summary is extractive and cheap, so it is rewritten with every answer and its count never lags the stats.
    const summarize = { persona: reserved.persona, topic: reserved.topic };
    return writeFeedbackUpdate(
      tx,
      id,
      update(next, interviewAnalysis(row.overallAnalysis as Partial<InterviewAnalysis>, next, summarize)),
    );
  });
  return { reply, record };
}
