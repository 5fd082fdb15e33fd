// Stored records' fixtures for the tests of each research type's trust subject.
import { testPersona } from '../test-personas';

/** The trust report's options every test builds with. */
export const TRUST_OPTIONS = {
  seed: 's',
  provider: 'offline',
  engineVersion: 't',
  now: new Date('2026-11-26T09:00:00Z'),
};
/** Five twins of ages 25 to 65, whom the records name. */
export const recordTwins = ['a', 'b', 'c', 'd', 'e'].map((id, i) => testPersona({ id, age: 25 + i * 10 }));
/** A stored record's fields besides its type, answers and analysis. */
export const recordBase = {
  id: 'r',
  concept: 'A concept',
  concept_details: null,
  selected_personas: recordTwins.map((p) => p.id),
  summary: { sentimentPercent: null, sentimentDistribution: null, keyMessages: [] },
  stored_type: null,
  filters: null,
  engine: null,
  trust: null,
  audiences: [],
  created_at: '2026-11-26T09:00:00Z',
  updated_at: '2026-11-26T09:00:00Z',
};
/** A twin's stored answer with its detail. */
export const answerItem = <Detail>(personaId: string, detailed: Detail) => ({
  personaId,
  sender: 'ai' as const,
  personaName: personaId,
  text: 'Answer',
  detailed,
  followUpConversations: [],
});
/** A panel of 20 twins of ages 20 to 70, for figures that need more twins than five. */
export const twentyTwins = Array.from({ length: 20 }, (_, i) =>
  testPersona({ id: `t${i}`, age: 20 + (i % 6) * 10 }),
);
