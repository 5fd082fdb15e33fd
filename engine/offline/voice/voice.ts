import { casedAsIn, escapeRegExp } from '../text-analysis';
import type { Reason } from '@contracts/twin-answers';
import { expectedValue, likertPointOf, orderedLogit } from '../model/answer-metrics';
import { PRICE, REASONS } from '../model/coefficients';
import type { Evaluation, Term } from '../model/evaluate';
import { GOODS_GROUPS } from '../knowledge/product-categories';
import type { Category } from '../knowledge/lexicons';
import type { ConceptReading } from '../reading/concept-reader';
import { PER_MONTH } from '../reading/price-parser';
import { lifeComparison } from './life-comparisons';
import { localise, money, voiceOf, voiceRandom, type PersonaVoice } from './persona-voice';
import { article, lowerFirst, upperFirst } from './english';
import { reasonPhrase, usualPriceOf, type PhraseInput } from './reason-phrases';
import type { SeededRandom } from '../seeded-random';

export type AdviceKind =
  'vague' | 'price' | 'relevance' | 'audience' | 'detail' | 'privacy' | 'trial' | 'quality' | 'proof';

/** A concern with what would address it, phrased both as advice and as a condition ('if ...'). */
export interface Advice {
  kind: AdviceKind;
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

const WEEKS_PER_MONTH = 52 / 12;

/** Instalments make sense only for a one-off price of at least about a week of the twin's income. */
function instalmentsFit({ concept, reading }: Evaluation): boolean {
  const price = concept.price;
  return (
    price !== undefined &&
    price.period === 'one-off' &&
    price.amountEur >= reading.monthlyIncomeEur / WEEKS_PER_MONTH
  );
}

/**
 * A detail as the concept writes it, in its case and with the negation in front of it kept ('no monthly fee', never 'monthly fee'),
 * so a quoted claim never says the opposite of the concept.
 */
export function asWritten(detail: string, text: string): string {
  if (!detail) return detail;
  const written = casedAsIn(text, detail);
  const escaped = escapeRegExp(written);
  const negated = new RegExp(`\\b(no|zero|without|free from|non|not)[- ]${escaped}`, 'i').exec(text);
  return negated && !new RegExp(`^(no|zero|without|free from|non|not)\\b`, 'i').test(written)
    ? negated[0]
    : written;
}

/** A predicate the reader quoted ('the "not included" part') with the word it is said of ('insurance not included'). */
export function withItsSubject(detail: string, text: string): string {
  const predicate = /^the "(.+)" part$/.exec(detail)?.[1];
  if (!predicate) return detail;
  const subject = new RegExp(`\\b([a-z][\\w-]*)\\s+(?:is\\s+|are\\s+)?${escapeRegExp(predicate)}`, 'i').exec(
    text,
  )?.[1];
  return subject && !/^(that|which|who|it|they|and|or|but|often|is|are|with|the|a|an)$/i.test(subject)
    ? `${subject} ${predicate}`
    : detail;
}

/** A trial, a free first period or a money-back promise the concept already makes: never a concern or a suggestion. */
const TRIAL_STATED =
  /\b(free trial|trial (period|week|month)|(first|1st) (week|month|box|delivery|order|lesson|class|session) (is )?free|try (it )?(for )?free|\d+[- ]day (free )?trial|money[- ]back|cancel any ?time)\b/i;
export const statesTrial = (text: string): boolean => TRIAL_STATED.test(text);

/**
 * The product by its name, or by what it is: never a fragment ('Plant' of 'Plant-based protein bars') and never a
 * category's catch-all label when the knowledge base placed it ('this protein bar', not 'this food and drink product').
 */
export function subjectOf(evaluation: Evaluation): string {
  const { name, text, reference, categoryLabel } = evaluation.concept;
  const fragment = name !== undefined && new RegExp(`\\b${escapeRegExp(name)}-`, 'i').test(text);
  if (name && !fragment) return name;
  const kind = reference?.label ?? categoryLabel;
  return /[^s]s$/.test(kind) ? `these ${kind}` : `this ${kind}`;
}

/** One reply's seeded choices: the same twin, concept and part always choose alike. */
export function answerRandom(evaluation: Evaluation, voice: PersonaVoice, part: string): SeededRandom {
  return voiceRandom(voice, evaluation.concept.text, part);
}

/** A stated defect that costs the twin half a point of intent or more is always named (issue 42). */
const DECISIVE_INTENT = 0.5;

/** Fresh draws a reason gets when its wording repeats an earlier reason's. */
const REWORDINGS = 4;

function isDecisiveDefect(term: Term, evaluation: Evaluation): boolean {
  if (term.topic !== 'quality' || term.valence > 0) return false;
  const without = expectedValue(orderedLogit(evaluation.utility - term.utility));
  return without - evaluation.expectedIntent >= DECISIVE_INTENT;
}

function strongest(evaluation: Evaluation, isFor: boolean): Term[] {
  const ranked = evaluation.terms
    .filter((term) => (isFor ? term.utility >= REASONS.minUtility : term.utility <= -REASONS.minUtility))
    .sort((a, b) => Math.abs(b.utility) - Math.abs(a.utility));
  const top = ranked.slice(0, REASONS.maxReasons);
  return [...top, ...ranked.slice(REASONS.maxReasons).filter((term) => isDecisiveDefect(term, evaluation))];
}

/** A reason as the twin says it; `clause` reads mid-sentence, and a `decisive` one is said however brief the twin. */
export type SpokenReason = Reason & { clause: string; decisive: boolean };

/** The strongest reasons each way, in this twin's words; `clause` is the reason as it reads mid-sentence. */
export function reasonsOf(
  evaluation: Evaluation,
  isFor: boolean,
  voice: PersonaVoice = voiceOf(evaluation.reading.persona),
): SpokenReason[] {
  // Two reasons of one answer never share a wording ('nobody at our house would put up with …' twice): a phrase
  // already used with another detail is chosen again from a fresh draw.
  const shapes = new Set<string>();
  return strongest(evaluation, isFor).map((term) => {
    const detail = withItsSubject(
      asWritten(term.conceptDetail, evaluation.concept.text),
      evaluation.concept.text,
    );
    const phrase = (attempt: number): string =>
      reasonPhrase(term, isFor, {
        detail,
        evaluation,
        voice,
        subject: subjectOf(evaluation),
        random: answerRandom(
          evaluation,
          voice,
          `reason\u0000${term.topic}\u0000${term.conceptDetail}${attempt > 0 ? `\u0000${attempt}` : ''}`,
        ),
      });
    const shapeOf = (said: string): string => said.split(detail).join('\u0000');
    let said = phrase(0);
    for (let attempt = 1; attempt <= REWORDINGS && shapes.has(shapeOf(said)); attempt += 1)
      said = phrase(attempt);
    shapes.add(shapeOf(said));
    const clause = localise(voice, said, [term.conceptDetail, subjectOf(evaluation)]);
    return {
      text: upperFirst(clause),
      clause,
      conceptDetail: term.conceptDetail,
      personaAttribute: term.personaAttribute,
      decisive: isDecisiveDefect(term, evaluation),
    };
  });
}

function adviceForTerm(term: Term, evaluation: Evaluation): Advice | undefined {
  const detail = term.conceptDetail;
  const { lifeStage } = evaluation.reading;
  switch (term.topic) {
    case 'price': {
      const usual = usualPriceOf(term, evaluation);
      const trial = statesTrial(evaluation.concept.text);
      if (usual && usual.ratio >= 1.3)
        return {
          kind: 'price',
          concern: `Price: ${detail} against around ${usual.usual} for ${usual.label} elsewhere`,
          suggestion: `Bring the price closer to the usual ${usual.usual} for ${usual.label}, or show why it is worth more`,
          condition: `it cost nearer the usual ${usual.usual}`,
        };
      const options = [
        'a cheaper entry option',
        ...(instalmentsFit(evaluation) ? ['instalments'] : []),
        ...(trial ? [] : ['a free trial']),
      ];
      return {
        kind: 'price',
        concern: `Price: ${detail} is high for my income`,
        suggestion: `Offer ${options.length > 1 ? `${options.slice(0, -1).join(', ')} or ${options.at(-1)}` : options[0]}`,
        condition: trial ? 'there were a cheaper option' : 'there were a cheaper option or a free trial',
      };
    }
    case 'category':
      return {
        kind: 'relevance',
        concern: `Relevance: not something ${article(lifeStage)} needs`,
        suggestion: `Show how it helps people like me (${lifeStage})`,
        condition: 'I could see how it fits my life',
      };
    case 'audience': {
      const audience = detail.replace(/^(for|aimed at|made for)\s+/i, '');
      return {
        kind: 'audience',
        concern: `Not aimed at me: it targets ${audience}`,
        suggestion: `Pitch it beyond ${audience}`,
        condition: `it were pitched at people like me, ${evaluation.reading.persona.age} and living in ${evaluation.reading.persona.city || evaluation.reading.persona.location}`,
      };
    }
    case 'specificity':
      return evaluation.concept.isVague
        ? undefined
        : {
            kind: 'detail',
            concern: `Missing detail: it doesn't say ${evaluation.concept.missing.join(', ')}`,
            suggestion: 'Say what it costs, what it does and who it is for',
            condition: 'I knew more about it',
          };
    case 'claim':
      if (term.claim === 'data-risk')
        return {
          kind: 'privacy',
          concern: `Privacy: ${detail}`,
          suggestion: 'Explain what data is collected and where it is stored',
          condition: 'my data stayed private',
        };
      if (term.claim === 'novelty' && !statesTrial(evaluation.concept.text))
        return {
          kind: 'trial',
          concern: `Unproven technology: ${detail}`,
          suggestion: 'Offer a trial period or a money-back guarantee',
          condition: 'I could try it risk-free first',
        };
      if (term.claim === 'status')
        return {
          kind: 'quality',
          concern: `Paying for the label: ${detail}`,
          suggestion: 'Show the quality behind the premium',
          condition: 'I could see the quality behind the price',
        };
      return undefined;
    default:
      return undefined;
  }
}

/** Concerns and suggestions: from the strongest negatives, plus vagueness and unproven claims. */
export function adviceOf(evaluation: Evaluation): Advice[] {
  const { concept, reading } = evaluation;
  const advice: Advice[] = [];
  if (concept.isVague) {
    advice.push({
      kind: 'vague',
      concern: `Too vague: it doesn't say ${concept.missing.join(', ')}`,
      suggestion: 'Spell out the price, the main features and who it is for',
      condition: 'I knew what it actually does and costs',
    });
  }
  for (const term of strongest(evaluation, false)) {
    const found = adviceForTerm(term, evaluation);
    if (found) advice.push(found);
  }
  const unprovenClaim = (['sustainability', 'health', 'ethics'] as const).find(
    (claim) => concept.claims[claim],
  );
  if (
    unprovenClaim &&
    !concept.claims.reliability &&
    reading.features.conscientiousness > PROOF_SEEKING_CONSCIENTIOUSNESS
  ) {
    const citation = concept.claims[unprovenClaim]!.citation;
    advice.push({
      kind: 'proof',
      concern: `Proof: I'd want evidence for "${citation}"`,
      suggestion: `Back "${citation}" with a certification or figures`,
      condition: `"${citation}" were certified`,
    });
  }
  return advice;
}

/** The intent point the wording follows, kept on the side of the twin's sentiment. */
export function verdictPoint({ sentiment, expectedIntent }: Evaluation): number {
  const point = likertPointOf(expectedIntent);
  if (sentiment === 'neutral') return 3;
  return sentiment === 'negative' ? Math.min(point, 2) : Math.max(point, 4);
}

/** What would change the twin's mind, in its own terms: a price in its own currency, a trial, proof. */
export function conditionOf(
  advice: Advice | undefined,
  evaluation: Evaluation,
  voice: PersonaVoice,
  random: SeededRandom,
): string | undefined {
  if (!advice) return undefined;
  const price = evaluation.concept.price;
  const recurring = price !== undefined && price.period !== 'one-off';
  const budget = random.pick(voice.life.budgets);
  const moment = random.pick(voice.life.moments);
  switch (advice.kind) {
    case 'price': {
      if (!price) return advice.condition;
      const fraction = 0.4 + 0.4 * voiceRandom(voice, 'price-fraction').next();
      // amountEur is per month for a recurring price: the target is said per the concept's own period ('a week').
      const perMonth = price.period === 'one-off' ? 1 : PER_MONTH[price.period];
      const target = money(
        voice,
        Math.min(price.amountEur * fraction, voice.life.monthlyIncomeEur * PRICE.noticeableShare) / perMonth,
      );
      return random.pick([
        random.pick([
          `it came down to about ${target}`,
          `it were nearer ${target}`,
          `it cost ${target} or less`,
        ]) + (recurring ? ` a ${price.period}` : ''),
        random.pick([
          `there were a cheaper version for ${budget}`,
          `a smaller, cheaper option existed for ${budget}`,
          `they made it work for ${budget}`,
        ]),
        recurring
          ? `I could try it free for a month ${moment.includes(voice.life.town) ? moment : `${moment} in ${voice.life.town}`}`
          : instalmentsFit(evaluation)
            ? `I could pay in instalments out of ${budget}`
            : isDeliveredGoods(evaluation.concept)
              ? `I could try a small one ${moment} first`
              : `they told me the full bill up front`,
      ]);
    }
    case 'relevance':
      return random.pick([
        `I could see how it fits ${whereItWouldFit(evaluation, voice)}`,
        `I could see a use for it ${moment}`,
      ]);
    case 'audience':
      return random.pick([
        advice.condition,
        `it were pitched at ${article(evaluation.reading.lifeStage)} like me`,
      ]);
    case 'vague':
      return random.pick([
        `someone in ${voice.life.town} could show me what it's for`,
        `they told ${article(voice.life.role)} like me what the point of it is`,
        `I saw a price I could check against ${random.pick(voice.life.budgets)}`,
      ]);
    case 'trial':
      return random.pick([advice.condition, `I could try it ${moment} before paying`]);
    case 'quality':
      return random.pick([
        advice.condition,
        `I could see it in a ${voice.words.shop} in ${voice.life.town} first`,
      ]);
    default:
      return advice.condition;
  }
}

const VERDICTS: Record<number, (voice: PersonaVoice) => string[]> = {
  1: (voice) => [
    'Not for me.',
    'No, not for me.',
    "This one's a no from me.",
    'Not my thing at all.',
    ...(voice.dialect === 'UK' ? ["It's not my cup of tea."] : []),
  ],
  2: () => [
    'Probably not for me.',
    "I'm not convinced.",
    "Doubt I'd go for it.",
    'Not really my thing.',
    "I'm not sold on it.",
  ],
  3: () => [
    "I'm on the fence.",
    'Not sure about this one.',
    'Mixed feelings here.',
    'I could go either way.',
    "I'm undecided.",
  ],
  4: () => [
    "I'm quite interested.",
    "Tempted, I'll admit.",
    "I'm fairly keen on it.",
    'It is appealing.',
    'Probably a yes.',
  ],
  5: () => ["I'm very interested.", 'Sign me up.', 'This is definitely me.', "I'm keen, very keen."],
};

// Every closing carries words the text-to-Likert reader (llm/likert-from-text.ts) scores on the twin's side,
// contracted or not, so the wording can never contradict the intent.
const CLOSINGS: Record<number, (condition: string | undefined) => string[]> = {
  1: () => ['Not for me, no.', 'No way, not for me.', 'Definitely not for me.', 'Certainly not.'],
  2: (c) =>
    c
      ? [`Probably not, unless ${c}.`, `Unlikely, unless ${c}.`, `I doubt I'd go for it, not unless ${c}.`]
      : ['Probably not.', 'Unlikely, for now.', "Doubt I'd go for it."],
  3: (c) =>
    c
      ? [`I might try it if ${c}.`, `Maybe, if ${c}.`, `It depends: maybe, if ${c}.`]
      : ['Maybe I would try it.', 'I might give it a go.', 'It depends on the day.'],
  4: (c) =>
    c
      ? [
          `I'd probably buy it, especially if ${c}.`,
          `I'd likely give it a go, more so if ${c}.`,
          `Probably yes, and sooner if ${c}.`,
        ]
      : ["I'd probably buy it.", "I'd likely try it.", 'Probably yes.'],
  5: () => ['Count me in, definitely.', "Absolutely, I'm in.", 'Definitely a yes from me.'],
};

type Frame = (clause: string) => string;

/** How sure the twin sounds when it gives a reason: hedges for the anxious, flat statements for the sure. */
const CERTAINTY_FRAMES = (voice: PersonaVoice): Frame[] =>
  ({
    hedging: [
      (c: string) => `I suppose ${c}.`,
      (c: string) => `I think ${c}.`,
      (c: string) => `As far as I can tell, ${c}.`,
    ],
    plain: [],
    sure: [(c: string) => `${upperFirst(c)}, no question.`, (c: string) => `Clearly ${c}.`],
  })[voice.certainty];

const FOR_FRAMES = (voice: PersonaVoice, certainty: Frame[]): Frame[] => [
  (c) => `${upperFirst(c)}.`,
  (c) => `One thing in its favour: ${c}.`,
  (c) => `On the plus side, ${c}.`,
  (c) => `The good bit is that ${c}.`,
  (c) => `Good point for them: ${c}.`,
  ...certainty,
  ...(voice.warmth === 'warm'
    ? [
        (c: string) => `To be fair to them, ${c}.`,
        (c: string) => `It's a ${voice.words.good[0]} idea, and ${c}.`,
      ]
    : []),
  ...(voice.warmth === 'blunt' ? [(c: string) => `Fine, ${c}.`] : []),
];

/** A doubt in an answer that leans positive: it qualifies the verdict rather than sinking it. */
const MILD_AGAINST_FRAMES = (voice: PersonaVoice): Frame[] => [
  (c) => `The one snag: ${c}.`,
  (c) => `If anything, ${c}.`,
  (c) => `Only thing is, ${c}.`,
  (c) => `Mind you, ${c}.`,
  ...(voice.warmth === 'blunt' ? [(c: string) => `Downside: ${c}.`] : []),
];

const AGAINST_FRAMES = (voice: PersonaVoice, certainty: Frame[]): Frame[] => [
  (c) => `But ${c}.`,
  (c) => `The catch is that ${c}.`,
  (c) => `My problem is that ${c}.`,
  (c) => `Where it loses me: ${c}.`,
  (c) => `The sticking point is that ${c}.`,
  (c) => `What puts me off is that ${c}.`,
  (c) => `Here's my issue: ${c}.`,
  (c) => `What bothers me: ${c}.`,
  {
    UK: (c: string) => `Trouble is, ${c}.`,
    US: (c: string) => `Problem is, ${c}.`,
    MT: (c: string) => `The thing is, ${c}.`,
    NL: (c: string) => `For me the problem is that ${c}.`,
  }[voice.dialect],
  ...certainty,
  ...(voice.warmth === 'warm'
    ? [
        (c: string) => `I'm sure they mean well, but ${c}.`,
        (c: string) => `I don't want to be unkind, but ${c}.`,
      ]
    : []),
  ...(voice.warmth === 'blunt'
    ? [(c: string) => `${upperFirst(c)}, full stop.`, (c: string) => `${voice.words.frankly[0]} ${c}.`]
    : []),
];

const COINS: Record<PersonaVoice['dialect'], string> = {
  UK: 'single pound',
  US: 'dime',
  MT: 'cent',
  NL: 'cent',
};

const GOODS_CATEGORIES: ReadonlySet<Category> = new Set([
  'tech-gadget',
  'food-drink',
  'beauty-care',
  'home-garden',
  'fashion-luxury',
  'kids-family',
  'pets',
]);

/** A thing that comes to the door: goods, not a stay, a service, software or a meal out. */
function isDeliveredGoods(concept: ConceptReading): boolean {
  if (concept.isVenueOffer) return false;
  return concept.reference
    ? GOODS_GROUPS.has(concept.reference.group)
    : GOODS_CATEGORIES.has(concept.category);
}

/** Where the twin would have to see the product fit: its home for goods, its work, plans or money otherwise. */
function whereItWouldFit({ concept }: Evaluation, voice: PersonaVoice): string {
  switch (concept.category) {
    case 'b2b-software':
    case 'b2b-service':
      return `the work I do as ${article(voice.life.role)}`;
    case 'travel':
      return 'my travel plans';
    case 'finance':
      return 'the way I handle money';
    case 'consumer-software':
    case 'education':
      return `my week in ${voice.life.town}`;
    default:
      return isDeliveredGoods(concept)
        ? `${voice.life.home} in ${voice.life.town}`
        : `my week in ${voice.life.town}`;
  }
}

/** A question the twin would put to the seller before buying, from what worries it most. */
function sellerQuestions(
  evaluation: Evaluation,
  voice: PersonaVoice,
  advice: Advice[],
  random: SeededRandom,
): string[] {
  const { concept } = evaluation;
  const recurring = concept.price !== undefined && concept.price.period !== 'one-off';
  const byKind: Partial<Record<AdviceKind, string[]>> = {
    price: recurring
      ? ['can I cancel any time?', 'is there a cheaper plan?']
      : instalmentsFit(evaluation)
        ? ['do they do instalments?', 'how long is the warranty?']
        : isDeliveredGoods(concept)
          ? ['is there a smaller or cheaper one?']
          : ['what would the full bill come to?'],
    vague: ['what does it actually do?', 'what would it cost me?'],
    detail: ['what exactly is in it?'],
    privacy: ['where does my data end up?'],
    trial: ['can I try it before I pay?'],
    quality: ['what makes it worth the premium?'],
    relevance: ['who is it really for?'],
    audience: ['would it work for someone like me?'],
  };
  const proof = advice.find((a) => a.kind === 'proof');
  const citation = proof?.condition.replace(/ were certified$/, '');
  const proofQuestion = {
    plain: `who says ${citation} is true?`,
    everyday: `who checks the ${citation} bit?`,
    educated: `is ${citation} independently certified?`,
  }[voice.register];
  const worries = [
    ...(citation ? [proofQuestion] : []),
    ...advice.flatMap((a) => byKind[a.kind] ?? []),
    ...(isDeliveredGoods(concept) ? [`do they deliver to ${voice.life.town}?`] : []),
    'what do people who have used it say?',
  ];
  const frames = [
    (q: string) => `My question for them, from ${voice.life.town}: ${q}`,
    (q: string) => `First thing I'd ask as ${article(voice.life.role)}: ${q}`,
    (q: string) =>
      `Before ${voice.life.household ? `${voice.life.household} and I` : 'I'} spend a ${COINS[voice.dialect]} on it in ${voice.life.town}, I'd want to know: ${q}`,
    ...(isDeliveredGoods(concept)
      ? [(q: string) => `Before I let it into ${voice.life.home} in ${voice.life.town}, I'd ask: ${q}`]
      : []),
    (q: string) =>
      `If I met the seller in ${voice.life.town}, I'd ask them as ${article(voice.life.role)}: ${q}`,
  ];
  // A second question follows on from the first instead of opening with a frame of its own again.
  const further = [
    (q: string) => `I'd also want to know, as ${article(voice.life.role)}: ${q}`,
    (q: string) => `And one more from ${voice.life.town}: ${q}`,
  ];
  const asked = [...new Set(worries)].slice(0, voice.questionCount);
  return asked.map((q, i) => random.pick(i === 0 ? frames : further)(q));
}

/** How the answer starts: who is talking, what they noticed first, or straight to the verdict. */
function opening(
  evaluation: Evaluation,
  voice: PersonaVoice,
  verdict: string,
  random: SeededRandom,
): string[] {
  const { persona } = voice;
  const price = evaluation.concept.price?.text;
  const feature = evaluation.concept.features[0];
  const noticed = price
    ? `the price, ${price}`
    : feature
      ? `"${asWritten(feature, evaluation.concept.text)}"`
      : undefined;
  const { life } = voice;
  const opener = random.pick(voice.words.openers);
  const who = random.pick([
    `I'm ${persona.age}, ${article(life.role)} in ${life.town}`,
    `I'm ${article(life.role)} in ${life.town}${life.household ? `, living with ${life.household}` : ''}`,
    `${persona.age} years old, ${life.role}, ${life.town}`,
  ]);
  const styles: Array<() => string[]> = [
    () => [`${opener} ${who}.`, verdict],
    () => [verdict, `${upperFirst(who)}, for what it's worth.`],
    () =>
      noticed
        ? [
            random.pick([
              `Here in ${life.town}, as ${article(life.role)}, the first thing I noticed was ${noticed}.`,
              `Being ${article(life.role)} in ${life.town}, I went straight to ${noticed}.`,
              `I'm ${persona.age} and ${article(life.role)} in ${life.town}; my eye went straight to ${noticed}.`,
              `${upperFirst(article(life.role))} in ${life.town} like me looks first at ${noticed}.`,
            ]),
            verdict,
          ]
        : [`${upperFirst(who)}, and ${lowerFirst(verdict)}`],
    () => [verdict],
  ];
  const weights =
    voice.talkativeness === 'brief'
      ? [1, 0, 1, 2]
      : voice.talkativeness === 'chatty'
        ? [3, 1, 1, 0]
        : [2, 1, 1, 1];
  let roll = random.next() * weights.reduce((a, b) => a + b, 0);
  const index = weights.findIndex((w) => (roll -= w) < 0);
  return styles[index === -1 ? 0 : index]!();
}

/** Writes the first-person answer in the twin's own voice, from the strongest reasons for and against. */
export function writeAnswer(evaluation: Evaluation): WrittenAnswer {
  const voice = voiceOf(evaluation.reading.persona);
  const random = answerRandom(evaluation, voice, 'answer');
  const subject = subjectOf(evaluation);
  const reasonsFor = reasonsOf(evaluation, true, voice);
  const reasonsAgainst = reasonsOf(evaluation, false, voice);
  const advice = adviceOf(evaluation);
  const point = verdictPoint(evaluation);
  const stance = evaluation.sentiment;

  const verdict = random.pick(VERDICTS[point]!(voice));
  const leading = stance === 'negative' ? reasonsAgainst : reasonsFor;
  const trailing = stance === 'negative' ? reasonsFor : reasonsAgainst;
  const count = voice.reasonCount;
  // No frame twice in one answer: 'Where it loses me: … Where it loses me: …' reads like a template. The hedges
  // frame reasons for and against alike, so they are shared and used once.
  const certainty = CERTAINTY_FRAMES(voice);
  const used = new Set<Frame>();
  const spoken = (reasons: SpokenReason[], isFor: boolean, limit: number): string[] => {
    const frames = isFor
      ? FOR_FRAMES(voice, certainty)
      : stance === 'positive'
        ? MILD_AGAINST_FRAMES(voice)
        : AGAINST_FRAMES(voice, certainty);
    const frame = (clause: string): string => {
      const open = frames.filter((f) => !used.has(f));
      const chosen = open[Math.floor(random.next() * open.length)]!;
      used.add(chosen);
      return chosen(clause);
    };
    const chosen = reasons.filter((reason, i) => i < limit || reason.decisive);
    if (voice.talkativeness === 'chatty' && chosen.length >= 2) {
      const [first, ...rest] = chosen.map((r) => r.clause);
      return [frame(`${first}; ${rest.join(', and ')}`)];
    }
    return chosen.map((r) => frame(r.clause));
  };
  const stanceIsFor = stance !== 'negative';
  const lead = spoken(leading, stanceIsFor, count);
  const trail = spoken(
    trailing,
    !stanceIsFor,
    stance === 'neutral' ? count : Math.max(voice.talkativeness === 'brief' ? 0 : 1, count - 1),
  );
  const body = stance === 'neutral' && random.next() < 0.5 ? [...trail, ...lead] : [...lead, ...trail];
  const phraseInput: PhraseInput = {
    detail: '',
    evaluation,
    voice,
    subject,
    random: answerRandom(evaluation, voice, 'life'),
  };
  const comparison = lifeComparison(phraseInput, stance);
  body.splice(Math.min(body.length, 1 + Math.floor(random.next() * body.length)), 0, comparison);
  const questions =
    stance === 'positive' && point === 5 ? [] : sellerQuestions(evaluation, voice, advice, random);
  const closing = random.pick(CLOSINGS[point]!(conditionOf(advice[0], evaluation, voice, random)));
  const sentences = [...opening(evaluation, voice, verdict, random), ...body, ...questions, closing];
  const keep = [subject, ...evaluation.terms.map((term) => term.conceptDetail)];
  const text = sentences.map((sentence) => localise(voice, upperFirst(sentence), keep)).join(' ');
  const withoutClause = ({ clause: _clause, decisive: _decisive, ...reason }: SpokenReason): Reason => reason;
  return {
    text,
    reasonsFor: reasonsFor.map(withoutClause),
    reasonsAgainst: reasonsAgainst.map(withoutClause),
    advice,
  };
}
