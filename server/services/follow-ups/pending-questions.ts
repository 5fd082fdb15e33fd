// Questions put to a twin whose answers are not stored yet: held when asked, settled when stored, released otherwise.
import { eq, lt } from 'drizzle-orm';
import type { InterviewAnalysis } from '@contracts/interviews';
import type { Db, Executor } from '@db/client';
import { feedbackRequests, pendingQuestions } from '@db/schema';
import type { AppContext } from '../../context';
import { HttpError, RecordStoreError } from '../../errors';
import { applyLedgerEntry } from '../credits/apply-ledger-entry';
import { interviewAnalysis, messagesOf } from '../interviews/interview-records';
import { runsWithoutLiveLease } from '../runs/run-leases';
import { countQuestion } from './asked-twins';
import { writeFeedbackUpdate } from '../feedback-records/update-feedback';

export type PendingQuestion = typeof pendingQuestions.$inferInsert;

/** Records the question as asked and not yet answered, in the transaction that took its slot (and charge). */
export async function holdQuestion(tx: Executor, question: PendingQuestion): Promise<void> {
  await tx.insert(pendingQuestions).values(question);
}

/**
 * Stores a pending question's answer with `write`, in one transaction that also settles the question. An answer that
 * cannot be stored gives the question back at once (slot and charge) and answers 502, rather than leaving it to the
 * restart sweep.
 */
export async function storeAnswer<T>(db: Db, id: string, write: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const settled = await tx
        .delete(pendingQuestions)
        .where(eq(pendingQuestions.id, id))
        .returning({ id: pendingQuestions.id });
      // Given back meanwhile (its lease lapsed between the answer and this write): the answer is not kept either.
      if (settled.length === 0) throw new Error(`Question ${id} was given back before its answer was stored`);
      return write(tx);
    });
  } catch (error) {
    // The question's slot and charge go back before the client hears, in the spec's words, that saving failed.
    await releaseQuestion(db, id, 'The answer could not be stored.');
    throw error instanceof HttpError ? error : new RecordStoreError('update', error);
  }
}

/**
 * Gives a pending question back: its slot, its charge (`refund:follow-up:<id>`), and an interview's unanswered
 * question message. Once only: the row is deleted first, so a second release (another process's sweep) finds
 * nothing and changes nothing. Answers whether this call released it.
 */
export async function releaseQuestion(db: Db, id: string, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [question] = await tx.delete(pendingQuestions).where(eq(pendingQuestions.id, id)).returning();
    if (!question) return false;
    const [row] = await tx
      .select()
      .from(feedbackRequests)
      .where(eq(feedbackRequests.id, question.feedbackId))
      .for('update');
    if (!row) return true;
    await tx
      .update(feedbackRequests)
      .set({ followUpCounts: countQuestion(row.followUpCounts, question.personaId, -1) })
      .where(eq(feedbackRequests.id, row.id));
    if (question.kind === 'interview') {
      const messages = messagesOf(row).filter((m) => m.id !== question.id);
      await writeFeedbackUpdate(tx, row.id, {
        responses: messages,
        overallAnalysis: interviewAnalysis(
          row.overallAnalysis as Partial<InterviewAnalysis>,
          messages,
          undefined,
        ) as unknown as Record<string, unknown>,
      });
    }
    if (question.charged > 0) {
      await applyLedgerEntry(tx, {
        userId: question.userId,
        amount: question.charged,
        operationType: 'refund',
        actionId: `refund:follow-up:${question.id}`,
        metadata: { reason },
      });
    }
    return true;
  });
}

/**
 * Releases the questions whose process died mid-answer: those without a live lease once a lease has had time to be
 * taken (a question is answered under its own lease, `inRunSlot`, renewed while the model is asked), as runs are
 * handed back; and, whatever its lease, any pending for longer than any answer can take.
 */
export async function releaseAbandonedQuestions(context: AppContext, olderThanMs: number): Promise<number> {
  const { db, env } = context;
  const pending = await db
    .select({ id: pendingQuestions.id, createdAt: pendingQuestions.createdAt })
    .from(pendingQuestions)
    .where(lt(pendingQuestions.createdAt, new Date(Date.now() - Math.min(olderThanMs, env.RUN_LEASE_MS))))
    .limit(500);
  const overdue = new Date(Date.now() - olderThanMs);
  const unleased = new Set(
    await runsWithoutLiveLease(
      context,
      pending.map(({ id }) => id),
    ),
  );
  let released = 0;
  for (const { id, createdAt } of pending) {
    if (!unleased.has(id) && createdAt >= overdue) continue;
    if (await releaseQuestion(db, id, 'The answer was interrupted by a server restart.')) released += 1;
  }
  return released;
}
