import { MAX_CREDIT_AMOUNT, RESERVED_ACTION_ID_PREFIXES, type ConsumeRequest, type ConsumeResponse } from '../../../contracts/credits';
import type { ErrorCode } from '../../../contracts/error-codes';
import type { Actor, AppContext } from '../../context';
import { HttpError } from '../../errors';
import { applyLedgerEntry, findLedgerEntry, isUniqueViolation, readBalance } from './apply-ledger-entry';
import { findCurrentSubscription } from '../billing/find-current-subscription';

/** A consume failure: a problem+json answer that also carries the spec's {success, error, errorCode} fields. */
export class ConsumeError extends HttpError {
  constructor(status: number, code: ErrorCode, error: string, extra: Record<string, unknown> = {}) {
    super(status, status === 402 ? 'Payment Required' : status === 409 ? 'Conflict' : 'Bad Request', code, error, undefined, {
      success: false,
      error,
      errorCode: code,
      ...extra,
    });
  }
}

/** The spec's consume call: validate, let a subscription cover it, else debit once per actionId. */
export async function consumeCredits(context: AppContext, actor: Actor, input: ConsumeRequest): Promise<ConsumeResponse> {
  if (!Number.isInteger(input.amount) || input.amount <= 0 || input.amount > MAX_CREDIT_AMOUNT) {
    throw new ConsumeError(400, 'INVALID_AMOUNT', 'Invalid amount');
  }
  if (!input.operationType?.trim()) throw new ConsumeError(400, 'OPERATION_TYPE_REQUIRED', 'operationType is required');
  if (input.actionId !== undefined && input.actionId !== null && !input.actionId.trim()) {
    throw new ConsumeError(400, 'INVALID_ACTION_ID', 'actionId must be null or a non-empty text');
  }
  if (input.actionId && RESERVED_ACTION_ID_PREFIXES.some((prefix) => input.actionId!.startsWith(prefix))) {
    throw new ConsumeError(400, 'INVALID_ACTION_ID', `actionId must not start with ${RESERVED_ACTION_ID_PREFIXES.join(', ')}`);
  }

  const { db } = context;
  const subscription = await findCurrentSubscription(db, actor.id);
  if (subscription) {
    return { success: true, subscriptionUsed: true, message: 'Covered by subscription', currentBalance: await readBalance(db, actor.id) };
  }

  const actionId = input.actionId ?? null;
  if (actionId) {
    const previous = await findLedgerEntry(db, actor.id, actionId);
    if (previous) return replayAnswer(context, actor, actionId, input.amount);
  }
  try {
    const outcome = await db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: actor.id,
        amount: -input.amount,
        operationType: input.operationType!.trim(),
        actionId,
        metadata: input.operationMetadata ?? {},
      }),
    );
    if (!outcome.applied) {
      throw new ConsumeError(402, 'INSUFFICIENT_CREDITS', 'Insufficient credits', { currentBalance: outcome.balance });
    }
    return { success: true, newBalance: outcome.balanceAfter, message: 'Credits consumed' };
  } catch (error) {
    if (actionId && isUniqueViolation(error)) return replayAnswer(context, actor, actionId, input.amount);
    throw error;
  }
}

async function replayAnswer({ db }: AppContext, actor: Actor, actionId: string, amount: number): Promise<never> {
  const previous = await findLedgerEntry(db, actor.id, actionId);
  const currentBalance = await readBalance(db, actor.id);
  if (previous && previous.amount !== -amount) {
    throw new ConsumeError(409, 'ACTION_ID_CONFLICT', 'This actionId was already used for a different amount.', { currentBalance });
  }
  throw new ConsumeError(409, 'ACTION_ALREADY_PERFORMED', 'Action already performed', { message: 'Already processed', currentBalance });
}
