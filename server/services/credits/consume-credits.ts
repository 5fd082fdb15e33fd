import {
  MAX_CREDIT_AMOUNT,
  RESERVED_ACTION_ID_PREFIXES,
  type ConsumeRequest,
  type ConsumeResponse,
} from '@contracts/credits';
import { sql } from 'drizzle-orm';
import { CURRENT_SUBSCRIPTION_STATUSES } from '@contracts/account';
import type { ErrorCode } from '@contracts/error-codes';
import type { Actor, AppContext } from '../../context';
import { subscriptionsStripe, tokenTransactions } from '@db/schema/index';
import { httpError, type HttpError } from '../../errors';
import {
  balanceBefore,
  findLedgerEntry,
  isUniqueViolation,
  ledgerEntryExpressions,
  publishCurrentBalance,
  queryRows,
  readBalance,
} from './apply-ledger-entry';

/** A consume failure: a problem+json answer that also carries the spec's {success, error, errorCode} fields. */
export const consumeError = (
  code: ErrorCode,
  error: string,
  extra: Record<string, unknown> = {},
): HttpError => httpError(code, error, { extra: { success: false, error, errorCode: code, ...extra } });

/** The spec's consume call: validate, let a subscription cover it, else debit once per actionId. */
export async function consumeCredits(
  context: AppContext,
  actor: Actor,
  input: ConsumeRequest,
): Promise<ConsumeResponse> {
  if (!Number.isInteger(input.amount) || input.amount <= 0 || input.amount > MAX_CREDIT_AMOUNT) {
    throw consumeError('INVALID_AMOUNT', 'Invalid amount');
  }
  if (!input.operationType?.trim())
    throw consumeError('OPERATION_TYPE_REQUIRED', 'operationType is required');
  if (input.actionId !== undefined && input.actionId !== null && !input.actionId.trim()) {
    throw consumeError('INVALID_ACTION_ID', 'actionId must be null or a non-empty text');
  }
  if (input.actionId && RESERVED_ACTION_ID_PREFIXES.some((prefix) => input.actionId!.startsWith(prefix))) {
    throw consumeError(
      'INVALID_ACTION_ID',
      `actionId must not start with ${RESERVED_ACTION_ID_PREFIXES.join(', ')}`,
    );
  }

  const actionId = input.actionId ?? null;
  const statement = consumeStatement(
    actor.id,
    input.amount,
    input.operationType.trim(),
    actionId,
    input.operationMetadata ?? {},
  );
  let row: ConsumeRow;
  try {
    [row] = (await queryRows<ConsumeRow>(context.db, statement)) as [ConsumeRow];
  } catch (error) {
    if (actionId && isUniqueViolation(error)) return replayAnswer(context, actor, actionId, input.amount);
    throw error;
  }
  const currentBalance = row.balance ?? 0;
  if (row.covered)
    return { success: true, subscriptionUsed: true, message: 'Covered by subscription', currentBalance };
  if (row.previous_amount !== null) throw replayError(row.previous_amount, input.amount, currentBalance);
  if (row.balance_after === null)
    throw consumeError('INSUFFICIENT_CREDITS', 'Insufficient credits', { currentBalance });
  await publishCurrentBalance(context.db, actor.id);
  return { success: true, newBalance: row.balance_after, message: 'Credits consumed' };
}

type ConsumeRow = {
  covered: boolean;
  previous_amount: number | null;
  balance_after: number | null;
  balance: number | null;
};

/**
 * The whole consume call as one statement (one round trip, atomic without a transaction of its own): whether a
 * subscription covers it, the ledger row of an earlier call with the same actionId, else the conditional debit with
 * its ledger row. Its event is sent once it has committed (publishCurrentBalance). Two concurrent calls with one new actionId both pass the check; the second fails on the
 * ledger's unique index and its whole statement rolls back (see the catch in consumeTokens).
 */
function consumeStatement(
  userId: string,
  amount: number,
  operationType: string,
  actionId: string | null,
  metadata: Record<string, unknown>,
) {
  return sql`
    with covered as (
      select 1 from ${subscriptionsStripe}
      where user_id = ${userId} and status in (${sql.join(
        CURRENT_SUBSCRIPTION_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})
      limit 1
    ),
    previous as (select amount from ${tokenTransactions} where user_id = ${userId} and action_id = ${actionId}::text),
    ${ledgerEntryExpressions(
      { userId, amount: -amount, operationType, actionId, metadata },
      sql`not exists (select 1 from covered) and not exists (select 1 from previous)`,
    )}
    select exists (select 1 from covered) as covered, (select amount from previous) as previous_amount,
      (select balance_after from entry) as balance_after, ${balanceBefore(userId)} as balance`;
}

function replayError(previousAmount: number | undefined, amount: number, currentBalance: number): HttpError {
  if (previousAmount !== undefined && previousAmount !== -amount) {
    return consumeError('ACTION_ID_CONFLICT', 'This actionId was already used for a different amount.', {
      currentBalance,
    });
  }
  return consumeError('ACTION_ALREADY_PERFORMED', 'Action already performed', {
    message: 'Already processed',
    currentBalance,
  });
}

/** A replay that lost the race with the first call of its actionId (the ledger's unique index refused it). */
async function replayAnswer(
  { db }: AppContext,
  actor: Actor,
  actionId: string,
  amount: number,
): Promise<never> {
  const previous = await findLedgerEntry(db, actor.id, actionId);
  throw replayError(previous?.amount, amount, await readBalance(db, actor.id));
}
