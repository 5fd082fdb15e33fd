import type { Reason } from '../../contracts/analysis';
import { likertPointOf } from '../answer-metrics';
import { REASONS } from './coefficients';
import type { Evaluation, Term } from './evaluate';
import type { ClaimKind } from './lexicons';
import type { PersonaReading } from './persona-features';
import { seededRandom, type SeededRandom } from './seeded-random';

/** A concern with what would address it, phrased both as advice and as a condition ('if ...'). */
export interface Advice {
  concern: string;
  suggestion: string;
  condition: string;
}

export interface WrittenAnswer {
  text: string;
  reasonsFor: Reason[];
  reasonsAgainst: Reason[];
  advice: Advice[];
}

const PROOF_SEEKING_CONSCIENTIOUSNESS = 0.33;
const LARGE_INCOME_SHARE = 0.3;

// 'an' before a vowel sound, which includes numbers read 'eight…', 'eleven' and 'eighteen' (an 80-year-old);
// phrases that already start with a determiner ('someone in…') stay as they are.
export const article = (noun: string): string => {
  if (/^(someone|somebody|a|an|the)\b/i.test(noun)) return noun;
  return /^([aeiou]|(8\d?|11|18)(?!\d))/i.test(noun) ? `an ${noun}` : `a ${noun}`;
};
const lowerFirst = (text: string): string => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);
const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function subjectOf(evaluation: Evaluation): string {
  return evaluation.concept.name ?? `this ${evaluation.concept.categoryLabel}`;
}

/** The persona's own words for a value, echoed when a value drives the reaction. */
function valueEcho(reading: PersonaReading, term: Term): string {
  if (!('feature' in term) || !term.feature?.startsWith('value.')) return '';
  const words = reading.valueWords[term.feature.slice('value.'.length) as keyof PersonaReading['valueWords']];
  return words ? ` ("${lowerFirst(words)}" matters to me)` : '';
}

const CLAIM_PHRASES: Record<ClaimKind, { for: (detail: string) => string; against: (detail: string) => string }> = {
  sustainability: { for: (d) => `I like that it offers ${d}`, against: (d) => `"${d}" doesn't really sway me` },
  health: { for: (d) => `the ${d} side appeals to me`, against: (d) => `I'm not sure "${d}" matters much to me` },
  convenience: { for: (d) => `anything that makes life easier, like ${d}, is welcome`, against: (d) => `I don't need ${d}; I like doing things my own way` },
  status: { for: (d) => `${d} has a certain class I appreciate`, against: (d) => `${d} feels like paying for the label` },
  tradition: { for: (d) => `I value the ${d} side; it feels authentic`, against: (d) => `"${d}" doesn't mean much to me` },
  novelty: { for: (d) => `the ${d} sounds genuinely new`, against: (d) => `I'm wary of the ${d}; I prefer things that are proven` },
  social: { for: (d) => `I like the ${d} side; things are more fun with others`, against: (d) => `the ${d} side isn't for me` },
  ethics: { for: (d) => `${d} matters to me`, against: (d) => `${d} is nice, but it's not why I'd buy` },
  family: { for: (d) => `being made for ${d} makes it sound right for us`, against: (d) => `the focus on ${d} doesn't fit my household` },
  value: { for: (d) => `"${d}" makes it easier to say yes`, against: (d) => `"${d}" makes me suspect it's cheaply made` },
  reliability: { for: (d) => `${d} reassures me`, against: (d) => `${d} isn't something I worry about` },
  'data-risk': { for: (d) => `the ${d} part doesn't bother me`, against: (d) => `I'd worry about the ${d} and what happens to my data` },
};

function reasonClause(term: Term, reading: PersonaReading, isFor: boolean, evaluation: Evaluation): string {
  const { persona } = reading;
  switch (term.topic) {
    case 'category': {
      const role = term.feature?.startsWith('role.') ? lowerFirst(persona.occupation) : reading.lifeStage;
      return isFor ? `${subjectOf(evaluation)} fits my life as ${article(role)}` : `as ${article(role)}, I don't really need ${subjectOf(evaluation)}`;
    }
    case 'price':
      if (isFor) return `${term.conceptDetail} seems fair for what you get`;
      return term.incomeShare > LARGE_INCOME_SHARE
        ? `${term.conceptDetail} is a big chunk of my budget`
        : `${term.conceptDetail} feels steep for ${persona.segments.income_bracket === 'High' ? 'what it is' : 'my budget'}`;
    case 'claim': {
      const phrase = CLAIM_PHRASES[term.claim];
      return (isFor ? phrase.for(term.conceptDetail) : phrase.against(term.conceptDetail)) + valueEcho(reading, term);
    }
    case 'audience':
      return isFor ? `it's aimed at ${term.conceptDetail}, which is me` : `it's aimed at ${term.conceptDetail}, and that's not me`;
    case 'specificity':
      return isFor
        ? seededRandom(`specificity\u0000${persona.id}`).pick([
            `I can picture exactly what I'd get: ${term.conceptDetail}`,
            `it's clear what I'd be paying for (${term.conceptDetail})`,
            `it spells out what's in it, ${term.conceptDetail}, so I know what to expect`,
          ])
        : `it's too vague: I can't tell ${evaluation.concept.missing.join(', ') || 'what exactly I would get'}`;
    case 'habit':
      return isFor
        ? `I already go to a ${evaluation.concept.categoryLabel} ${term.visitsPerMonth > 3 ? 'most weeks' : 'now and then'}, so this would get used`
        : `I ${term.visitsPerMonth === 0 ? 'never' : 'hardly ever'} go to a ${evaluation.concept.categoryLabel}`;
    case 'segment':
      return isFor ? `a ${evaluation.concept.categoryLabel} suits someone like me` : `a ${evaluation.concept.categoryLabel} isn't really my kind of place`;
    case 'situation':
      return SITUATION_PHRASES[term.factor](term.conceptDetail, isFor);
  }
}

const SITUATION_PHRASES: Record<Extract<Term, { topic: 'situation' }>['factor'], (detail: string, isFor: boolean) => string> = {
  venue: (d, f) => (f ? `${d} appeals` : `${d} doesn't appeal`),
  habit: (d, f) => (f ? `${d} is part of my routine` : `${d} isn't part of my routine`),
  segment: (d, f) => (f ? `${d} suits me` : `${d} doesn't suit me`),
  travel: (d, f) => (f ? `${d} is close enough to bother` : `${d} is too far out of my way`),
  expiry: (d, f) => (f ? `${d} gives me time to use it` : `${d} is too little time to plan around`),
  companions: (d, f) => (f ? `going ${d} makes it easy to say yes` : `${d} is not when I'd stop for this`),
  hour: (d, f) => (f ? `${d} is a good moment for it` : `${d} is the wrong time of day for me`),
  weather: (d, f) => (f ? `${d} puts me in the mood` : `${d} makes me want to get where I'm going`),
  temperature: (d, f) => (f ? `at ${d} a stop sounds nice` : `at ${d} I'd rather not stop`),
  trip: (d, f) => (f ? `${d}, I have time for a stop` : `${d}, I wouldn't want a detour`),
  direction: (d, f) => (f ? `${d} makes it an easy stop` : `${d} means going out of my way`),
};

function strongest(evaluation: Evaluation, isFor: boolean): Term[] {
  return evaluation.terms
    .filter((term) => (isFor ? term.utility >= REASONS.minUtility : term.utility <= -REASONS.minUtility))
    .sort((a, b) => Math.abs(b.utility) - Math.abs(a.utility))
    .slice(0, REASONS.maxReasons);
}

/** The strongest reasons each way; `clause` is the reason as it reads mid-sentence. */
export function reasonsOf(evaluation: Evaluation, isFor: boolean): Array<Reason & { clause: string }> {
  return strongest(evaluation, isFor).map((term) => {
    const clause = reasonClause(term, evaluation.reading, isFor, evaluation);
    return { text: upperFirst(clause), clause, conceptDetail: term.conceptDetail, personaAttribute: term.personaAttribute };
  });
}

function adviceForTerm(term: Term, evaluation: Evaluation): Advice | undefined {
  const detail = term.conceptDetail;
  switch (term.topic) {
    case 'price':
      return { concern: `Price: ${detail} is high for my income`, suggestion: 'Offer a cheaper entry option, instalments or a free trial', condition: 'there were a cheaper option or a free trial' };
    case 'category':
      return { concern: `Relevance: not something ${article(evaluation.reading.lifeStage)} needs`, suggestion: `Show how it helps people like me (${evaluation.reading.lifeStage})`, condition: 'I could see how it fits my life' };
    case 'audience':
      return { concern: `Not aimed at me: it targets ${detail}`, suggestion: `Pitch it beyond ${detail}`, condition: 'it were pitched at people like me' };
    case 'specificity':
      return evaluation.concept.isVague ? undefined : { concern: `Missing detail: it doesn't say ${evaluation.concept.missing.join(', ')}`, suggestion: 'Say what it costs, what it does and who it is for', condition: 'I knew more about it' };
    case 'claim':
      if (term.claim === 'data-risk') return { concern: `Privacy: ${detail}`, suggestion: 'Explain what data is collected and where it is stored', condition: 'my data stayed private' };
      if (term.claim === 'novelty') return { concern: `Unproven technology: ${detail}`, suggestion: 'Offer a trial period or a money-back guarantee', condition: 'I could try it risk-free first' };
      if (term.claim === 'status') return { concern: `Paying for the label: ${detail}`, suggestion: 'Show the quality behind the premium', condition: 'I could see the quality behind the price' };
      return undefined;
    case 'situation':
      if (term.factor === 'travel') return { concern: `Distance: ${detail}`, suggestion: 'Make the offer where people already are', condition: 'it were closer' };
      if (term.factor === 'expiry') return { concern: `Time pressure: ${detail}`, suggestion: 'Give people longer to use it', condition: 'I had longer to use it' };
      return undefined;
    case 'habit':
    case 'segment':
      return { concern: `Not my habit: I rarely go to a ${evaluation.concept.categoryLabel}`, suggestion: 'Show why it is worth a first visit', condition: 'I had a reason to try it' };
  }
}

/** Concerns and suggestions: from the strongest negatives, plus vagueness and unproven claims. */
export function adviceOf(evaluation: Evaluation): Advice[] {
  const { concept, reading } = evaluation;
  const advice: Advice[] = [];
  if (concept.isVague) {
    advice.push({
      concern: `Too vague: it doesn't say ${concept.missing.join(', ')}`,
      suggestion: 'Spell out the price, the main features and who it is for',
      condition: 'I knew what it actually does and costs',
    });
  }
  for (const term of strongest(evaluation, false)) {
    const found = adviceForTerm(term, evaluation);
    if (found) advice.push(found);
  }
  const unprovenClaim = (['sustainability', 'health', 'ethics'] as const).find((claim) => concept.claims[claim]);
  if (unprovenClaim && !concept.claims.reliability && reading.features.conscientiousness > PROOF_SEEKING_CONSCIENTIOUSNESS) {
    const citation = concept.claims[unprovenClaim]!.citation;
    advice.push({ concern: `Proof: I'd want evidence for "${citation}"`, suggestion: `Back "${citation}" with a certification or figures`, condition: `"${citation}" were certified` });
  }
  return advice;
}

function introduction(reading: PersonaReading, random: SeededRandom): string {
  const { persona } = reading;
  const occupation = lowerFirst(persona.occupation);
  const place = persona.city || persona.location;
  return random.pick([
    `As ${article(`${persona.age}-year-old`)} ${occupation} in ${place}, `,
    `Speaking as ${article(reading.lifeStage)} in ${place}, `,
    `From where I stand, ${persona.age} and living in ${place}, `,
  ]);
}

const VERDICTS = [
  (subject: string) => `I'd say ${subject} isn't for me.`,
  (subject: string) => `I'm not convinced by ${subject}.`,
  (subject: string) => `I'm on the fence about ${subject}.`,
  (subject: string) => `I'm quite drawn to ${subject}.`,
  (subject: string) => `I find ${subject} really appealing.`,
];

const CLOSINGS = [
  () => `I wouldn't buy it.`,
  (condition: string | undefined) => (condition ? `I'd probably pass unless ${condition}.` : `I'd probably pass.`),
  (condition: string | undefined) => (condition ? `I might try it if ${condition}.` : `I might give it a try.`),
  (condition: string | undefined) => (condition ? `I'd probably buy it, especially if ${condition}.` : `I'd probably buy it.`),
  () => `I'd buy it.`,
];

/** The intent point the wording follows, kept on the side of the twin's sentiment. */
function verdictPoint({ sentiment, expectedIntent }: Evaluation): number {
  const point = likertPointOf(expectedIntent);
  if (sentiment === 'neutral') return 3;
  return sentiment === 'negative' ? Math.min(point, 2) : Math.max(point, 4);
}

function joinClauses(clauses: string[]): string {
  if (clauses.length <= 1) return clauses.join('');
  return `${clauses.slice(0, -1).join('; ')}, and ${clauses.at(-1)}`;
}

/** Writes the first-person answer from the strongest reasons for and against. */
export function writeAnswer(evaluation: Evaluation): WrittenAnswer {
  const random = seededRandom(`voice\u0000${evaluation.reading.persona.id}\u0000${evaluation.concept.text}`);
  const reasonsFor = reasonsOf(evaluation, true);
  const reasonsAgainst = reasonsOf(evaluation, false);
  const advice = adviceOf(evaluation);
  const point = verdictPoint(evaluation);
  const sentences = [introduction(evaluation.reading, random) + VERDICTS[point - 1]!(subjectOf(evaluation))];
  const clauses = (reasons: Array<{ clause: string }>): string => joinClauses(reasons.slice(0, 2).map((r) => r.clause));
  if (reasonsFor.length > 0) sentences.push(`${random.pick(['What I like:', 'On the plus side,', 'For me,'])} ${clauses(reasonsFor)}.`);
  if (reasonsAgainst.length > 0) sentences.push(`${random.pick(['But', 'What holds me back:', 'On the other hand,'])} ${clauses(reasonsAgainst)}.`);
  sentences.push(CLOSINGS[point - 1]!(advice[0]?.condition));
  const withoutClause = ({ clause: _clause, ...reason }: Reason & { clause: string }): Reason => reason;
  return { text: sentences.join(' '), reasonsFor: reasonsFor.map(withoutClause), reasonsAgainst: reasonsAgainst.map(withoutClause), advice };
}
