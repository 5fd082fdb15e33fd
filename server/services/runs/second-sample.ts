import type { Persona } from '@contracts/personas';
import type { Retest } from '@contracts/trust-report';
import { retestOf, type TrustReading } from '@engine/index';
import type { AppContext } from '../../context';
import { runWithCacheOwner } from './scope-llm-cache';

/** Twins asked again on an LLM provider: how much their answers move at its temperature (decision 036). */
export const SECOND_SAMPLE_TWINS = 3;

/** The model calls a second sample of one question per twin makes, for a quote; none on the offline engine. */
export const secondSampleCalls = ({ engine }: AppContext, twins: number): number =>
  engine.name === 'offline' ? 0 : Math.min(twins, SECOND_SAMPLE_TWINS) * engine.modelCallsPerAnswer;

/**
 * Asks the first few twins the same thing again and compares their answers, read as the run type's trust report reads
 * them, with their first; null on the offline engine, which answers the same every time, and when the second ask fails
 * (the run's answers stand).
 */
export async function secondSample<Answer>(
  { engine }: AppContext,
  userId: string,
  firsts: ReadonlyArray<{ persona: Persona; answer: Answer }>,
  ask: (persona: Persona) => Promise<Answer>,
  reading: TrustReading<Answer>,
): Promise<Retest | null> {
  if (engine.name === 'offline') return null;
  try {
    const pairs = await Promise.all(
      firsts.slice(0, SECOND_SAMPLE_TWINS).map(async ({ persona, answer }) => {
        // Its own cache partition: the first answer is never served as the second, yet running the same concept
        // again costs no calls.
        const second = await runWithCacheOwner(`${userId}\u0000second sample`, () => ask(persona));
        return { first: reading.point(answer), second: reading.point(second) };
      }),
    );
    return retestOf(pairs, reading.scale);
  } catch {
    return null;
  }
}
