import type { Persona } from '@contracts/personas';
import type { SavedResponseItem } from '@contracts/feedback';

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
