import type { PersonaAnswer } from '@contracts/twin-answers';
import { countThemes, type QualitativeSummary } from '../../overall-analysis';
import type { ConceptReading } from '../reading/concept-reader';

const KEY_MESSAGE_LIMIT = 5;
const TOPIC_LIMIT = 8;

const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The concept's claims, features and benefits, those the twins cited most first. */
function keyMessages(concept: ConceptReading, answers: PersonaAnswer[]): string[] {
  const candidates = [
    ...new Set([
      ...Object.values(concept.claims).map((c) => c.citation),
      ...concept.features,
      ...concept.benefits,
    ]),
  ];
  const citations = (candidate: string): number =>
    answers.filter((a) =>
      a.reasonsFor.some((r) => r.conceptDetail.includes(candidate) || candidate.includes(r.conceptDetail)),
    ).length;
  return candidates
    .map((candidate, order) => ({ candidate, order, count: citations(candidate) }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, KEY_MESSAGE_LIMIT)
    .map(({ candidate }) => upperFirst(candidate));
}

/** Topics the concept raises, ordered by how many twins reasoned about them. */
function topics(concept: ConceptReading, answers: PersonaAnswer[]): string[] {
  const candidates: Array<[topic: string, detail: string | undefined]> = [
    ['price', concept.price?.text],
    ...Object.entries(concept.claims).map(([claim, found]): [string, string] => [
      claim.replace('-', ' '),
      found.citation,
    ]),
    ...concept.audiences.map(({ text }): [string, string] => ['target audience', text]),
    ['relevance', concept.name ? `${concept.name} (${concept.categoryLabel})` : concept.categoryLabel],
    ['clarity', concept.isVague ? `"${concept.text}"` : undefined],
  ];
  const mentions = (detail: string | undefined): number =>
    detail === undefined
      ? 0
      : answers.filter((a) => [...a.reasonsFor, ...a.reasonsAgainst].some((r) => r.conceptDetail === detail))
          .length;
  return candidates
    .map(([topic, detail]) => ({ topic, count: mentions(detail) }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .map(({ topic }) => topic)
    .filter((topic, i, all) => all.indexOf(topic) === i)
    .slice(0, TOPIC_LIMIT);
}

export function summarizeRun(concept: ConceptReading, answers: PersonaAnswer[]): QualitativeSummary {
  return {
    perceivedKeyMessages: keyMessages(concept, answers),
    topics: topics(concept, answers),
    concerns: countThemes(answers.map((a) => a.concerns)),
    suggestions: countThemes(answers.map((a) => a.suggestions)),
  };
}
