import { article, countable, lowerFirst, upperFirst } from './english';
import type { Evaluation, Term } from '../model/evaluate';
import { PERSONA_VALUE_WORDS, type ClaimKind, type PersonaValue } from '../knowledge/lexicons';
import { phrasesIn } from '../text-analysis';
import { money, voiceRandom, type PersonaVoice } from './persona-voice';
import type { SeededRandom } from '../seeded-random';
import { CATEGORY_SPEND, PERSONAL_SPEND_RANGE, SPEND_INCOME } from './voice-coefficients';

/** What a reason phrase can draw on: the term's concept detail, the twin's voice and life, and a seeded chooser. */
export interface PhraseInput {
  detail: string;
  evaluation: Evaluation;
  voice: PersonaVoice;
  random: SeededRandom;
  subject: string;
}

/** The price per month (recurring) or in full (one-off), in euros, when the concept states one. */
function priceEur(evaluation: Evaluation): number | undefined {
  return evaluation.concept.price?.amountEur;
}

/** A price as so many of an everyday thing in the twin's life ('about 16 weekly shops'). */
export function everydayEquivalent({ evaluation, voice, random }: PhraseInput): string | undefined {
  const price = priceEur(evaluation);
  if (price === undefined) return undefined;
  const fitting = voice.words.everyday.filter(({ eur }) => price / eur >= 2 && price / eur <= 3000);
  if (fitting.length === 0) return undefined;
  const { thing, eur } = random.pick(fitting);
  const count = price / eur;
  const rounded =
    count >= 100 ? Math.round(count / 50) * 50 : count >= 20 ? Math.round(count / 5) * 5 : Math.round(count);
  const recurring = evaluation.concept.price?.period !== 'one-off';
  return `about ${rounded.toLocaleString('en-GB')} ${thing}${recurring ? ' a month' : ''}`;
}

/** How much of a month's income the price takes, in words. */
export function incomeShareWords({ evaluation, voice }: PhraseInput): string | undefined {
  const price = priceEur(evaluation);
  if (price === undefined) return undefined;
  const share = price / voice.life.monthlyIncomeEur;
  if (share >= 2) return `more than ${Math.floor(share)} months of what comes in`;
  if (share >= 1.2) return "well over a month's income";
  if (share >= 0.9) return 'a whole month of what comes in';
  if (share >= 0.4) return 'half of what comes in each month';
  if (share >= 0.2) return 'a quarter of my month';
  if (share >= 0.08) return 'a tenth of what I get each month';
  return undefined;
}

/** What the twin spends on a category now, in its own currency ('€40 a month on food'). */
export function categorySpend(category: string, voice: PersonaVoice): string {
  const spend = CATEGORY_SPEND[category] ?? CATEGORY_SPEND.general!;
  const [low, high] = PERSONAL_SPEND_RANGE;
  const personal = low + (high - low) * voiceRandom(voice, 'spend', category).next();
  const { referenceMonthlyEur, elasticity } = SPEND_INCOME;
  const budget = referenceMonthlyEur * (voice.life.monthlyIncomeEur / referenceMonthlyEur) ** elasticity;
  return `${money(voice, budget * spend.share * personal)} a ${spend.per} on ${spend.on}`;
}

/** What the twin spends on the concept's kind of thing now. */
export const currentSpend = (evaluation: Evaluation, voice: PersonaVoice): string =>
  categorySpend(evaluation.concept.category, voice);

type Phrases = (input: PhraseInput) => string[];

/** A moment of the twin's week, placed in its town unless it already is. */
const inTown = (moment: string, voice: PersonaVoice): string =>
  moment.includes(voice.life.town) ? moment : `${moment} in ${voice.life.town}`;

/** The price against what the thing normally costs, when the model judged it by the reference rule. */
export interface UsualPrice {
  ratio: number;
  /** The usual price in the concept's currency, as people say it ('$3.50'). */
  usual: string;
  /** What the thing is ('eggs'). */
  label: string;
}

export function usualPriceOf(term: Term, evaluation: Evaluation): UsualPrice | undefined {
  if (term.topic !== 'price' || term.rule !== 'reference' || !term.priceRatio || !term.usualPrice)
    return undefined;
  const stated = evaluation.concept.price?.text ?? '';
  const symbol = /^[^\d\s]+/.exec(stated)?.[0] ?? /(€|\$|£)/.exec(stated)?.[0] ?? '';
  const amount = term.usualPrice;
  const usual = `${symbol}${amount >= 100 ? Math.round(amount).toLocaleString('en-GB') : amount.toFixed(2).replace(/\.00$/, '')}`;
  return {
    ratio: term.priceRatio,
    usual,
    label: term.productLabel ?? evaluation.concept.reference?.label ?? evaluation.concept.categoryLabel,
  };
}

/** How far from the usual price, in words: 'about seven times', 'about twice', 'a bit more than'. */
function timesUsual(ratio: number): string {
  if (ratio >= 2.5) return `about ${Math.round(ratio)} times`;
  if (ratio >= 1.8) return 'about twice';
  return 'a good deal more than';
}

/** Price reasons for a product the model knows the usual price of: the twin compares, never 'easy on my salary' for a
 * price far above the usual one. */
function usualPricePhrases(usual: UsualPrice, isFor: boolean, input: PhraseInput): string[] {
  const { detail, voice } = input;
  const random = voiceRandom(voice, 'usual-price', voice.persona.name, detail);
  const { ratio } = usual;
  const label = countable(usual.label);
  const cost = /s$/.test(usual.label) ? 'cost' : 'costs';
  // How the twin says what the thing normally costs varies, so a panel does not repeat one long clause.
  const plainly = random.pick([
    `${label} usually ${cost} around ${usual.usual}`,
    `you can get ${label} for ${usual.usual} or so`,
    `the going rate for ${label} is about ${usual.usual}`,
    `${usual.usual} is what I'd expect to pay for ${label}`,
    `round here ${label} ${cost} ${usual.usual}, give or take`,
    `I've seen ${label} for ${usual.usual}`,
  ]);
  // Each phrase carries the twin's own budget, so two twins rarely say the same sentence.
  const budget = random.pick(voice.life.budgets);
  if (ratio >= 1.3) {
    const far = `${detail} is ${timesUsual(ratio)} the usual price (${plainly}), far too much for ${budget}`;
    return isFor
      ? [
          `${detail} is more than ${label} usually ${cost} (around ${usual.usual}), but on ${random.pick(voice.life.budgets)} I'll pay for better`,
          `I know ${plainly}, and ${detail} is above that; I don't mind if the quality is there`,
        ]
      : [
          `at ${detail} on ${budget} I'd be paying ${timesUsual(ratio)} the usual price, when ${plainly}`,
          `${plainly}, so ${detail}, ${timesUsual(ratio)} the usual, is hard to justify on ${budget}`,
          `as ${article(voice.life.role)} in ${voice.life.town} I know ${plainly}; ${detail} is ${timesUsual(ratio)} the usual`,
          far,
          `${detail}? ${upperFirst(plainly)}, and ${budget} doesn't stretch to ${timesUsual(ratio)} that`,
          `paying ${detail} when ${plainly} would feel like a mistake on ${budget}`,
        ];
  }
  if (ratio <= 0.85)
    return isFor
      ? [
          `${detail} is less than ${label} usually ${cost} (around ${usual.usual}), which suits ${budget}`,
          `${detail} is cheaper than the ${usual.label} I usually buy in ${voice.life.town}`,
          `on ${budget}, ${detail} for ${label} is a good price; ${plainly}`,
        ]
      : [
          `${detail} is so far under what ${label} usually ${cost} that I'd wonder what's wrong with it`,
          `as ${article(voice.life.role)} I know ${plainly}; at ${detail} I'd wonder what the catch is`,
          `${plainly}, so ${detail} makes me suspicious, even on ${budget}`,
        ];
  return isFor
    ? [
        `${detail} is about what ${label} normally ${cost}, so it fits ${budget}`,
        `${detail} is in line with the ${usual.label} I buy now in ${voice.life.town}`,
      ]
    : [
        `${detail} is the normal price for ${label}, and I'd still have to fit it into ${random.pick(voice.life.budgets)}`,
      ];
}

/** Things bought by amount rather than one by one take no article ('bread costs'); single things take one ('a protein bar costs'). */
const PRICE_FOR: Phrases = (input) => {
  const { detail, voice, random } = input;
  const equivalent = everydayEquivalent(input);
  return [
    `${detail} is easy on ${random.pick(voice.life.budgets)}`,
    `${detail} wouldn't dent ${random.pick(voice.life.budgets)}`,
    `${detail} seems a fair price for what you get`,
    equivalent
      ? `${detail} is ${equivalent}, which I can live with`
      : `${detail} I could manage without thinking`,
  ];
};

const PRICE_AGAINST: Phrases = (input) => {
  const { detail, voice, random } = input;
  const equivalent = everydayEquivalent(input);
  const share = incomeShareWords(input);
  return [
    `${detail} is ${random.pick(voice.words.pricey)} for ${random.pick(voice.life.budgets)}`,
    equivalent
      ? random.pick([
          `${detail} works out at ${equivalent}, and that adds up`,
          `${detail} is ${equivalent} in my terms`,
          `${detail}: that's ${equivalent}`,
        ])
      : `${detail} is more than I'd normally spend on a whim`,
    share
      ? `on ${random.pick(voice.life.budgets)}, ${detail} would be ${share}`
      : `${detail} would have to come out of ${random.pick(voice.life.budgets)}`,
    `I'd struggle to justify ${detail} on ${random.pick(voice.life.budgets)}`,
    `paying ${detail} means going without something else on ${random.pick(voice.life.budgets)}`,
    `${detail} is hard to swallow for ${random.pick(voice.life.budgets)}`,
  ];
};

const CATEGORY_FOR: Phrases = ({ voice, random, subject, evaluation }) => [
  `I can see ${subject} getting used ${inTown(random.pick(voice.life.moments), voice)}`,
  voice.life.household
    ? `${voice.life.household} would get some use out of it too, ${random.pick(voice.life.moments)}`
    : `it would fit into life at ${voice.life.home} in ${voice.life.town}`,
  `as ${article(voice.life.role)} I'd have a use for it`,
  `I'd get my money's worth from ${subject} ${inTown(random.pick(voice.life.moments), voice)}`,
  `it suits my life in ${voice.life.town} as ${article(evaluation.reading.lifeStage)}`,
];

const CATEGORY_AGAINST: Phrases = ({ voice, random, subject, evaluation }) => [
  `I can't see where ${subject} would fit ${random.pick(voice.life.moments)}`,
  `as ${article(voice.life.role)}, I've no real need for it`,
  `nobody at ${voice.life.home} in ${voice.life.town} would use it`,
  `there's no place for ${subject} in my week in ${voice.life.town}`,
  `it's ${random.pick(voice.words.notMyThing)}, not as ${article(evaluation.reading.lifeStage)} of ${voice.persona.age}`,
];

const CLAIMS: Record<ClaimKind, { for: Phrases; against: Phrases }> = {
  sustainability: {
    for: ({ detail }) => [
      `it offers ${detail}, which I appreciate`,
      `${detail} is the sort of thing I look for`,
      `"${detail}" counts for a lot with me`,
    ],
    against: ({ detail }) => [
      `"${detail}" doesn't really sway me`,
      `I wouldn't pay extra for "${detail}"`,
      `${detail} is nice, but not a reason to buy`,
    ],
  },
  health: {
    for: ({ detail }) => [
      `the ${detail} side appeals to me`,
      `${detail} is good for me, and I notice that`,
      `I pay attention to things like ${detail}`,
    ],
    against: ({ detail }) => [
      `"${detail}" doesn't matter much to me`,
      `"${detail}" sounds like marketing to me`,
    ],
  },
  convenience: {
    for: ({ detail, voice, random }) => [
      `${detail} would save me time ${random.pick(voice.life.moments)}`,
      `anything that makes life easier, like ${detail}, is welcome`,
    ],
    against: ({ detail }) => [
      `I don't need ${detail}; I like doing things my own way`,
      `${detail} solves a problem I don't have`,
    ],
  },
  status: {
    for: ({ detail }) => [`${detail} has a certain class I appreciate`, `${detail} says quality to me`],
    against: ({ detail }) => [`${detail} feels like paying for the label`, `I'm not one for "${detail}"`],
  },
  tradition: {
    for: ({ detail }) => [
      `I value the ${detail} side; it feels authentic`,
      `${detail} is how things ought to be made`,
    ],
    against: ({ detail }) => [
      `"${detail}" doesn't mean much to me`,
      `"${detail}" is no selling point for me`,
    ],
  },
  novelty: {
    for: ({ detail }) => [`the ${detail} sounds genuinely new`, `I'm curious about the ${detail}`],
    against: ({ detail }) => [
      `I'm wary of the ${detail}; I prefer things that are proven`,
      `I'd let others try the ${detail} first`,
    ],
  },
  social: {
    for: ({ detail, voice }) => [
      `the ${detail} side suits me; things are more fun with others`,
      voice.dialect === 'NL'
        ? `the ${detail} sounds gezellig`
        : `${detail} is something I'd share with friends`,
    ],
    against: ({ detail }) => [
      `the ${detail} side isn't for me`,
      `I keep to myself, so ${detail} leaves me cold`,
    ],
  },
  ethics: {
    for: ({ detail }) => [`${detail} matters to me`, `I'd rather my money went on something ${detail}`],
    against: ({ detail }) => [
      `${detail} is nice, but it's not why I'd buy`,
      `"${detail}" won't change what I buy`,
    ],
  },
  family: {
    for: ({ detail, voice }) => [
      voice.life.children === 'young' || voice.life.children === 'teenage' || voice.life.children === 'one'
        ? `it's made for ${detail}, and that's us`
        : `it has ${detail} in mind, and that matters at ${voice.life.home} in ${voice.life.town}`,
      `anything made for ${detail} gets my attention at ${voice.persona.age}`,
    ],
    against: ({ detail, voice }) => [
      `the focus on ${detail} doesn't fit ${voice.life.home}`,
      `${detail} isn't my situation`,
    ],
  },
  value: {
    for: ({ detail }) => [`"${detail}" makes it easier to say yes`, `"${detail}" is what I look for`],
    against: ({ detail }) => [
      `"${detail}" makes me suspect it's cheaply made`,
      `"${detail}" usually means corners were cut`,
    ],
  },
  reliability: {
    for: ({ detail }) => [`${detail} reassures me`, `${detail} is the first thing I'd check, so that's good`],
    against: ({ detail }) => [
      `${detail} isn't something I worry about`,
      `"${detail}" doesn't add much for me`,
    ],
  },
  'data-risk': {
    for: ({ detail }) => [`the ${detail} part doesn't bother me`, `I'm relaxed about the ${detail}`],
    against: ({ detail }) => [
      `I'd worry about the ${detail} and what happens to my data`,
      `the ${detail} means handing over my data, and I don't like that`,
    ],
  },
};

const audienceOf = (detail: string): string => detail.replace(/^for /i, '');
const AUDIENCE_FOR: Phrases = ({ detail, voice }) => [
  `it's aimed at ${audienceOf(detail)}, which describes ${voice.life.household ? 'us' : 'me'} well`,
  `${audienceOf(detail)}? That's me, more or less`,
  `it's meant for ${audienceOf(detail)}, and I'm ${article(voice.life.role)}`,
];
const AUDIENCE_AGAINST: Phrases = ({ detail, voice }) => [
  `it's aimed at ${audienceOf(detail)}, and I'm ${article(voice.life.role)}, not one of them`,
  `it's pitched at ${audienceOf(detail)}, not at ${article(voice.life.role)} like me`,
  `it's clearly meant for ${audienceOf(detail)}, not someone of ${voice.persona.age}`,
];

const SPECIFICITY_FOR: Phrases = ({ detail, voice, evaluation }) =>
  // Without features to name, what is concrete is the price (the detail is the price as written).
  evaluation.concept.features.length === 0 && detail === evaluation.concept.price?.text
    ? [`it says plainly what it costs (${detail})`, `at least it's upfront about the price, ${detail}`]
    : [
        `I can picture exactly what I'd get at ${voice.life.home}: ${detail}`,
        `it's clear what ${article(voice.life.role)} like me would be paying for (${detail})`,
        `it spells out what's in it (${detail}), which I appreciate at ${voice.persona.age} in ${voice.life.town}`,
      ];
/** What a vague concept leaves out, in the order this twin cares about and as many items as it would name. */
export function missingFor(evaluation: Evaluation, voice: PersonaVoice): string {
  const { missing } = evaluation.concept;
  if (missing.length === 0) return 'what exactly I would get';
  const costFirst = voice.persona.segments.income_bracket === 'Low' || voice.life.status !== 'employed';
  const ordered = costFirst
    ? [...missing].sort((a, b) => Number(b === 'what it costs') - Number(a === 'what it costs'))
    : [...missing].reverse();
  const named = ordered.slice(0, voice.reasonCount);
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} or ${named.at(-1)}`;
}

const SPECIFICITY_AGAINST: Phrases = ({ evaluation, voice, random }) => {
  const missing = missingFor(evaluation, voice);
  return [
    `it's too vague for ${article(voice.life.role)}: I can't tell ${missing}`,
    `they don't say ${missing}, which matters on ${random.pick(voice.life.budgets)}`,
    `it leaves out ${missing}, so nobody at ${voice.life.home} in ${voice.life.town} could judge it`,
  ];
};

/** Topics the model may add later ('habit', 'situation', …) read from the term's sign, detail and persona attribute. */
/** How often the twin goes to this kind of place, in its words. */
const HABIT_FOR: Phrases = ({ evaluation }) => {
  const place = evaluation.concept.categoryLabel;
  return [
    `I end up at a ${place} often enough that this would get used`,
    `a ${place} is already part of my routine`,
    `I'm at a ${place} most weeks anyway`,
    `I'd have gone to a ${place} soon regardless`,
  ];
};
const HABIT_AGAINST: Phrases = ({ evaluation }) => {
  const place = evaluation.concept.categoryLabel;
  return [
    `I hardly ever go to a ${place}`,
    `a ${place} just isn't somewhere I go`,
    `I can't remember the last time I went to a ${place}`,
    `I'd have to change my habits to use it: I rarely set foot in a ${place}`,
  ];
};
const SEGMENT_FOR: Phrases = ({ evaluation }) => [
  `a ${evaluation.concept.categoryLabel} suits where I am in life`,
  `people like me do go for a ${evaluation.concept.categoryLabel}`,
  `it's the sort of place that fits my life right now`,
];
const SEGMENT_AGAINST: Phrases = ({ evaluation }) => [
  `a ${evaluation.concept.categoryLabel} isn't really my kind of place`,
  `at this point in my life a ${evaluation.concept.categoryLabel} isn't a priority`,
  `it's not the sort of place that fits my life right now`,
];
type Situation = Extract<Term, { topic: 'situation' }>['factor'];
const SITUATION_FOR: Partial<Record<Situation, Phrases>> = {
  travel: ({ detail }) => [
    `${detail} is close enough to bother`,
    `${detail} is no real detour`,
    `${detail} is an easy stop`,
  ],
  expiry: ({ detail }) => [
    `${detail} gives me time to fit it in`,
    `${detail} is long enough that I'd get round to it`,
  ],
  companions: ({ detail }) => [
    `${detail}, a stop sounds good`,
    `${detail} it would be a nice excuse to stop`,
  ],
  hour: ({ detail }) => [`${detail} is a good moment for it`, `${detail} I'd be up for it`],
  weather: ({ detail }) => [`when it's ${detail} a stop appeals`, `${detail} weather puts me in the mood`],
  trip: ({ detail }) => [`${detail}, I have time for a stop`, `${detail} I'm in no hurry`],
  direction: ({ detail }) => [`${detail} makes it easy`, `${detail}, it's hardly out of my way`],
};
const SITUATION_AGAINST: Partial<Record<Situation, Phrases>> = {
  travel: ({ detail }) => [
    `${detail} is too far out of my way`,
    `${detail} is more of a trip than it's worth`,
    `I wouldn't drive ${detail} for it`,
  ],
  expiry: ({ detail }) => [
    `${detail} is too little time to plan around`,
    `${detail} feels like being rushed`,
  ],
  companions: ({ detail }) => [
    `${detail} is not when I'd stop for this`,
    `${detail}, stopping would be a hassle`,
  ],
  hour: ({ detail }) => [`${detail} is the wrong time of day for me`, `${detail} I'd rather just get on`],
  weather: ({ detail }) => [
    `when it's ${detail} I want to get where I'm going`,
    `${detail} weather doesn't make me want to stop`,
  ],
  trip: ({ detail }) => [`${detail}, I wouldn't want a detour`, `${detail} I'd have somewhere to be`],
  direction: ({ detail }) => [
    `${detail} means going out of my way`,
    `${detail}, I'd have to turn round for it`,
  ],
};

/** A quality or a defect the concept states, weighed against the twin's own days and home. */
const QUALITY_FOR: Phrases = ({ detail, voice }) => [
  `${detail} is a real plus in ${voice.life.town}`,
  `${detail} counts for a lot with ${article(voice.life.role)} like me`,
  `${detail} would give me peace of mind at ${voice.life.home}`,
];
const QUALITY_AGAINST: Phrases = ({ detail, voice, random }) => [
  `${detail} would drive me mad ${inTown(random.pick(voice.life.moments), voice)}`,
  `${detail} is a deal-breaker for ${article(voice.life.role)} like me`,
  `nobody at ${voice.life.home} in ${voice.life.town} would put up with ${detail}`,
  `I can't be doing with ${detail} on ${random.pick(voice.life.budgets)}`,
];

const ANY_FOR: Phrases = ({ detail, voice }) => [
  `${detail} works in its favour for ${article(voice.life.role)} like me`,
  `${detail} suits the way I live in ${voice.life.town}`,
];
const ANY_AGAINST: Phrases = ({ detail, voice, random }) => [
  `${detail} counts against it for ${article(voice.life.role)} like me`,
  `${detail} puts me off, on ${random.pick(voice.life.budgets)}`,
];

const THIRD_PERSON_STARTS: Array<[pattern: RegExp, firstPerson: string]> = [
  [/^(careful|open|willing|comfortable|wary|quietly|not|baptised) /i, "I'm $1 "],
  [/^(believes|values|cares|prefers|lives|thrives|sees|respects|looks) /i, 'I $1 '],
];

const LEADING_VERB = /^(believes in|values|cares about|prefers|thrives on) /i;

/**
 * A library value ('Believes in hard work, planning and saving …') as the twin would say it ('I believe in hard
 * work'). Given the words that make it bear on a product (`about`), the twin says the clause that holds them ('I
 * believe in planning and saving for the future'), never a first clause that has nothing to do with the product.
 */
export function valueInOwnWords(value: string, about: readonly string[] = []): string {
  const clauses = value.split(/[;,]/).map((clause) => clause.trim());
  const first = clauses[0]!;
  const bearing = clauses.find((clause) => phrasesIn(clause, about).length > 0) ?? first;
  const verb = LEADING_VERB.exec(first)?.[0];
  const said = bearing === first || !verb || LEADING_VERB.test(bearing) ? bearing : `${verb}${bearing}`;
  const opening = /^(Catholic|Christian|God)\b/.test(said) ? said : lowerFirst(said);
  for (const [pattern, replacement] of THIRD_PERSON_STARTS) {
    if (pattern.test(opening)) return opening.replace(pattern, replacement).replace(/^I (\w+?)s /, 'I $1 ');
  }
  return /\b(matters?|comes|shapes|is|are)\b/.test(opening)
    ? `${opening}, for me`
    : `${opening} matters to me`;
}

/** The persona's own words for a value, echoed when a value drives the reaction: the part that bears on it. */
function valueEcho(term: Term, evaluation: Evaluation): string {
  if (!('feature' in term) || !term.feature?.startsWith('value.')) return '';
  const value = term.feature.slice('value.'.length) as PersonaValue;
  const words = evaluation.reading.valueWords[value];
  return words ? ` (${valueInOwnWords(words, PERSONA_VALUE_WORDS[value])})` : '';
}

/** One reason, as it reads mid-sentence, in this twin's words. */
export function reasonPhrase(term: Term, isFor: boolean, input: PhraseInput): string {
  const choose = (phrases: Phrases): string => input.random.pick(phrases(input));
  switch (term.topic) {
    case 'price': {
      const usual = usualPriceOf(term, input.evaluation);
      return usual
        ? voiceRandom(input.voice, 'usual-price-phrase', input.voice.persona.name).pick(
            usualPricePhrases(usual, isFor, input),
          )
        : choose(isFor ? PRICE_FOR : PRICE_AGAINST);
    }
    case 'category':
      return choose(isFor ? CATEGORY_FOR : CATEGORY_AGAINST);
    case 'claim': {
      // A one-word citation ('healthy') reads as a quotation, not as a noun: 'things like "healthy"'.
      const detail =
        /\s/.test(input.detail) || /^["“]/.test(input.detail) ? input.detail : `"${input.detail}"`;
      const phrases = isFor ? CLAIMS[term.claim].for : CLAIMS[term.claim].against;
      const { life, persona } = input.voice;
      // The twin's own situation in front of a stock judgement, so twins who share a value do not share a sentence.
      const said = input.random.pick(phrases({ ...input, detail })).replace(/""/g, '"');
      return (
        input.random.pick([
          said,
          `for ${article(life.role)} in ${life.town} like me, ${said}`,
          `at ${persona.age}, ${said}`,
        ]) + valueEcho(term, input.evaluation)
      );
    }
    case 'audience':
      return choose(isFor ? AUDIENCE_FOR : AUDIENCE_AGAINST);
    case 'specificity':
      return choose(isFor ? SPECIFICITY_FOR : SPECIFICITY_AGAINST);
    case 'habit':
      return choose(isFor ? HABIT_FOR : HABIT_AGAINST);
    case 'quality':
      return choose(isFor ? QUALITY_FOR : QUALITY_AGAINST);
    case 'segment':
      return choose(isFor ? SEGMENT_FOR : SEGMENT_AGAINST);
    case 'situation':
      return choose(
        (isFor ? SITUATION_FOR : SITUATION_AGAINST)[term.factor] ?? (isFor ? ANY_FOR : ANY_AGAINST),
      );
    default:
      return choose(isFor ? ANY_FOR : ANY_AGAINST);
  }
}
