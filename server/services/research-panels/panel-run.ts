import type { Persona } from '@contracts/personas';
import type { SavedResponseItem } from '@contracts/feedback';
import type { AppContext } from '../../context';
import { audiencesOfTwins } from '../audiences/audiences';

/** The bootstrap's seed: the same question to the same twins gives the same intervals. */
export const runSeed = (question: unknown, personas: readonly Persona[]): string =>
  JSON.stringify([question, personas.map((persona) => persona.id)]);

/** A twin's answer on a pricing or comparison panel, in the spec's response-item shape with its type's detail. */
export function panelResponseItem(answer: {
  personaId: string;
  personaName: string;
  text: string;
  detail: Record<string, unknown>;
}): SavedResponseItem {
  return {
    personaId: answer.personaId,
    sender: 'ai',
    personaName: answer.personaName,
    text: answer.text,
    detailed: answer.detail,
    followUpConversations: [],
  };
}

/**
 * The audiences the panel's twins come from (kept on the record, with their names now), and the analysis with its
 * Audience segments named after them: the engine knows an audience twin's audience by its id only.
 */
export async function withPanelAudiences<
  Analysis extends { segments: { dimension: string; segment: string }[] },
>(context: AppContext, personas: readonly Persona[], analysis: Analysis) {
  const audiences = await audiencesOfTwins(
    context.db,
    personas.map((persona) => persona.id),
  );
  const names = new Map(audiences.map((audience) => [audience.id, audience.name]));
  return {
    audiences,
    analysis: {
      ...analysis,
      segments: analysis.segments.map((segment) =>
        segment.dimension === 'Audience'
          ? { ...segment, segment: names.get(segment.segment) ?? segment.segment }
          : segment,
      ),
    },
  };
}
