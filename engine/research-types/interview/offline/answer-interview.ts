// The offline interviewer: a twin answers what a question asks, in the first person: about itself from its profile,
// about an everyday subject ('the food shopping', 'my phone') from its own life, and about the interview's topic from
// the engine's evaluation of the topic, so its stance never changes between answers. It remembers what it said and
// does not say a sentence twice.
import type { Sentiment } from '@contracts/twin-answers';
import type { Persona } from '@contracts/personas';
import { PRICE } from '@engine/offline/model/coefficients';
import { readConcept } from '@engine/offline/reading/concept-reader';
import { evaluate, type Evaluation } from '@engine/offline/model/evaluate';
import { OFFER_COEFFICIENTS } from '@engine/offline/model/offer-coefficients';
import { readPersona, type PersonaReading } from '@engine/offline/model/persona-features';
import { answerRandom, subjectOf, writeAnswer, type WrittenAnswer } from '@engine/offline/voice/voice';
import { lifeComparison } from '@engine/offline/voice/life-comparisons';
import {
  DIALECT_WORDS,
  money,
  voiceOf,
  voiceRandom,
  type PersonaVoice,
} from '@engine/offline/voice/persona-voice';
import { article, lowerFirst, upperFirst } from '@engine/offline/voice/english';
import {
  brandAttitudeSentence,
  habitsSentences,
  householdSentence,
  incomeSentence,
  introSentence,
  personalitySentence,
  shoppingSentence,
  valuesSentence,
  workSentence,
} from './persona-facts';
import { classifyInterviewQuestion, type InterviewIntent } from './question-intent';
import {
  answerFormOf,
  askedPrice,
  asksWhy,
  comparedItems,
  isTopicReference,
  type AnswerForm,
} from './answer-form';
import { CURRENCY_SYMBOLS, type PricingCurrency } from '@contracts/currency';
import { purchaseLikelihoodsOffline, usualPriceOf } from '@engine/offline/pricing/purchase-at-price';
import type { PriceMention } from '@engine/offline/reading/price-parser';
import {
  AWARENESS_ESTIMATE,
  awarenessFor,
  brandsTwinKnows,
  categoriesIn,
  knownBrand,
  type KnownBrand,
} from '@engine/offline/knowledge/brand-knowledge';
import { lifeContext, subjectInQuestion, type LifeSubject, type SubjectPart } from './life-subjects';

export interface InterviewTurn {
  question: string;
  answer: string;
}

export interface InterviewQuestion {
  persona: Persona;
  /** The concept or subject the interview is about, if the user gave one. */
  topic?: string;
  /** The conversation so far, oldest first. */
  history: InterviewTurn[];
  question: string;
}

/** What the answer is about: the interview's topic, an everyday subject of the twin's life, the twin itself. */
export type AnswerFocus = 'topic' | 'subject' | 'self' | 'unknown';

/** What an answer says, before a voice words it. */
export interface AnswerParts {
  intent: InterviewIntent;
  /** The form the first sentence takes (an amount, yes or no, a condition…). */
  form: AnswerForm;
  focus: AnswerFocus;
  /** On a repeated yes/no question: the verdict already given, said again in short. */
  verdict?: string;
  /** Sentences in order, none of them said before in this interview. */
  sentences: string[];
  /** How many earlier questions had the same intent. */
  repeat: number;
  stance: Sentiment | undefined;
  /** Every sentence said so far, normalised (see `sentenceKey`), so a voice does not repeat its own phrases. */
  said: Set<string>;
}

/** The seam where a persona's own voice words the parts; the plain voice joins the sentences. */
export type InterviewVoice = (parts: AnswerParts, reading: PersonaReading) => string;

export const plainVoice: InterviewVoice = ({ sentences, verdict }) =>
  [verdict, ...sentences].filter(Boolean).join(' ');

/** A sentence reduced to its words, to recognise it when said again. */
export const sentenceKey = (sentence: string): string =>
  sentence
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\bcan't\b/g, 'cannot')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/'m\b/g, ' am')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/'ll\b/g, ' will')
    .replace(/'d\b/g, ' would')
    .replace(/\b(it|that|there|what|he|she)'s\b/g, '$1 is')
    .replace(/[^a-z0-9€£$%]+/g, ' ')
    .trim();

/** A text's sentences; a stop inside a figure ('€8.24') ends none. */
export const sentencesOf = (text: string): string[] =>
  text.match(/(?:[^.!?]|[.!?](?!\s|$))+[.!?]+(?=\s|$)|(?:[^.!?]|[.!?](?!\s|$))+$/g)?.map((s) => s.trim()) ??
  [];

/** A reason as a sentence: capitalised, with one full stop unless it asks or exclaims. */
const sentence = (text: string | undefined): string => {
  if (!text) return '';
  const trimmed = upperFirst(text.trim()).replace(/[.\s]+$/, '');
  return /[?!]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

function affordableMonthly(reading: PersonaReading, voice: PersonaVoice): string {
  return money(voice, Math.max(5, reading.monthlyIncomeEur * PRICE.noticeableShare));
}

interface Stance {
  evaluation: Evaluation;
  written: WrittenAnswer;
  sentiment: Sentiment;
  subject: string;
}

/** The stance every answer about the topic follows: the engine's evaluation of the topic as a concept for this twin. */
function stanceOn(conceptText: string, reading: PersonaReading): Stance {
  const evaluation = evaluate(readConcept(conceptText), reading, OFFER_COEFFICIENTS);
  return {
    evaluation,
    written: writeAnswer(evaluation),
    sentiment: evaluation.sentiment,
    subject: subjectOf(evaluation),
  };
}

const texts = (reasons: Array<{ text: string }>): string[] => reasons.map((r) => sentence(r.text));

/** The purchase verdict in words, on the side of the twin's stance. */
const VERDICTS: Record<Sentiment, string> = {
  positive: 'Yes, I think I would.',
  neutral: "Maybe; I haven't made up my mind.",
  negative: "No, I don't think I would.",
};

/** Multiples of the stated price a twin weighs when asked what it would pay. */
const PAYING_LADDER = [0.25, 0.35, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 2];

/** A price as a shopper says it: whole amounts from 10, halves below ('$4.50', '$30', '$120'). */
function spokenPrice(amount: number, price: PriceMention): string {
  const step = amount >= 100 ? 5 : amount >= 10 ? 1 : 0.5;
  const rounded = Math.max(step, Math.round(amount / step) * step);
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
  const period = price.period === 'one-off' ? '' : ` a ${price.period}`;
  return `${CURRENCY_SYMBOLS[price.currency]}${text}${period}`;
}

/** A price as stated, to the cent ('$3.49', '€29 a month'): the twin repeats the figure it was given. */
function exactPrice(price: PriceMention): string {
  const digits = Number.isInteger(price.amount) ? 0 : 2;
  const text = price.amount.toLocaleString('en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const period = price.period === 'one-off' ? '' : ` a ${price.period}`;
  return `${CURRENCY_SYMBOLS[price.currency as PricingCurrency] ?? ''}${text}${period}`;
}

/**
 * What the twin would pay, from the same model that judges the stated price: the highest price around it at which
 * it would probably buy (likelihood of 'probably' or 'definitely' at least one half).
 */
function payingSentence(persona: Persona, concept: string, price: PriceMention): string {
  const prices = PAYING_LADDER.map((multiple) => price.amount * multiple);
  const likelihoods = purchaseLikelihoodsOffline({ persona, concept, currency: price.currency, prices });
  const highest = prices.filter((_, k) => likelihoods[k]! >= 0.5).at(-1);
  const stated = exactPrice(price);
  if (highest === undefined)
    return `Not even ${spokenPrice(prices[0]!, price)}, to be honest; it isn't something I'd pay for.`;
  if (highest >= price.amount * 1.5)
    return `${stated} is fine by me; I'd go up to ${spokenPrice(highest, price)}.`;
  if (highest >= price.amount * 1.05)
    return `${stated} is about my limit; ${spokenPrice(highest, price)} at most.`;
  if (highest >= price.amount) return `${stated} is about my limit.`;
  return `I'd pay about ${spokenPrice(highest, price)}; at ${stated} I'd hold back.`;
}

/** Candidate sentences about the topic, best first; a verdict is kept apart so a repeat can recall it. */
function topicAnswer(
  intent: InterviewIntent,
  stance: Stance,
  reading: PersonaReading,
  voice: PersonaVoice,
): { verdict?: string; sentences: string[] } {
  const { evaluation, written, sentiment, subject } = stance;
  const fors = texts(written.reasonsFor);
  const againsts = texts(written.reasonsAgainst);
  const leaning = sentiment === 'negative' ? [...againsts, ...fors] : [...fors, ...againsts];
  const conditions = written.advice.map((a) => `I'd reconsider if ${a.condition}.`);
  const suggestions = written.advice.map((a) => sentence(a.suggestion));
  const noStrongView = `I don't have a strong view on ${subject} either way.`;
  switch (intent) {
    case 'price': {
      const price = evaluation.concept.price;
      if (!price)
        return {
          sentences: [
            `Nobody has told me what ${subject} costs, so I can't judge the price.`,
            `On my budget, anything over about ${affordableMonthly(reading, voice)} a month would need a very good reason.`,
            incomeSentence(reading),
          ],
        };
      const verdict =
        sentiment === 'positive'
          ? 'is a price I could live with'
          : sentiment === 'negative'
            ? "is more than I'd pay"
            : "is something I'd have to think hard about";
      const priceReasons = [...written.reasonsFor, ...written.reasonsAgainst]
        .filter((r) => r.conceptDetail === price.text)
        .map((r) => sentence(r.text));
      // A fair price the twin still holds back at: the price is not the reason, and it says what is.
      const priceIsFor = written.reasonsFor.some((r) => r.conceptDetail === price.text);
      const otherAgainst = written.reasonsAgainst.find((r) => r.conceptDetail !== price.text);
      const { persona } = reading;
      const priceVerdict =
        priceIsFor && sentiment !== 'positive'
          ? otherAgainst
            ? `It isn't the price that holds me back: ${clause(otherAgainst.text)}.`
            : `It isn't the price that holds me back; ${subject} just isn't something I'd go out of my way for.`
          : `On a ${persona.segments.income_bracket.toLowerCase()} income in ${persona.city || persona.location}, ${exactPrice(price)} ${verdict}.`;
      return {
        sentences: [
          payingSentence(persona, evaluation.concept.text, price),
          ...priceReasons,
          priceVerdict,
          incomeSentence(reading),
        ],
      };
    }
    case 'purchase':
    case 'choice':
      return {
        verdict: VERDICTS[sentiment],
        sentences: [...leaning, ...(sentiment === 'positive' ? [] : conditions)],
      };
    case 'recommend':
      return {
        verdict:
          sentiment === 'positive'
            ? "Yes, I'd mention it to people like me."
            : sentiment === 'neutral'
              ? "No, not yet; I'd want to try it myself before I told anyone about it."
              : "No, I wouldn't recommend it.",
        sentences: leaning,
      };
    case 'likes':
      return {
        sentences:
          fors.length > 0
            ? [...fors, recall(written.reasonsFor, 'What I like is what I mentioned')]
            : [`Not much about ${subject}, to be honest.`, ...againsts],
      };
    case 'dislikes':
      return {
        sentences:
          againsts.length > 0
            ? [...againsts, recall(written.reasonsAgainst, 'What bothers me is what I mentioned')]
            : ['Nothing major.', ...fors],
      };
    case 'change':
      return {
        sentences:
          suggestions.length > 0
            ? [...suggestions, ...conditions]
            : [`Not much; I'd keep ${subject} as it is.`, ...fors],
      };
    case 'where-to-buy':
      return sentiment !== 'negative'
        ? { sentences: [shoppingSentence(reading)] }
        : {
            sentences: [
              `I probably wouldn't buy ${subject} at all.`,
              `If I did: ${lowerFirst(shoppingSentence(reading))}`,
            ],
          };
    case 'brand': {
      const name = evaluation.concept.name;
      const impression = name
        ? sentiment === 'positive'
          ? `${name} doesn't mean anything to me yet, but what I've heard makes me curious.`
          : `${name} doesn't mean anything to me yet, and nothing so far has won me over.`
        : "I don't know who's behind it, so the brand doesn't count for much yet.";
      return { sentences: [impression, brandAttitudeSentence(reading)] };
    }
    case 'experience':
      return {
        sentences: [
          `No, I haven't tried ${subject}; this is the first I've heard of it.`,
          sentence(lifeComparison(phraseInput(evaluation, voice, 'experience'), sentiment)),
        ],
      };
    case 'alternatives':
      return {
        sentences: [
          sentence(lifeComparison(phraseInput(evaluation, voice, 'alternatives'), sentiment)),
          ...leaning,
        ],
      };
    case 'who-for': {
      const audience = evaluation.concept.audiences[0]?.text;
      const mine = sentiment === 'negative' ? "I don't think it's aimed at me." : 'People like me, I think.';
      return {
        sentences: [
          audience ? `It says it's for ${audience}.` : `It doesn't say who ${subject} is for.`,
          mine,
          ...leaning,
        ],
      };
    }
    case 'habits': {
      const moment = voice.life.moments[0];
      return {
        sentences:
          sentiment === 'negative'
            ? [`Honestly, I'd hardly use ${subject} at all.`, ...againsts]
            : [`I'd use ${subject} ${moment ?? 'now and then'}.`, ...fors],
      };
    }
    default: {
      const overall =
        sentiment === 'positive'
          ? `I like ${subject}.`
          : sentiment === 'neutral'
            ? `I'm undecided about ${subject}.`
            : `Honestly, ${subject} isn't for me.`;
      const reasons = leaning.length > 0 ? leaning : [noStrongView];
      return { sentences: [overall, ...reasons] };
    }
  }
}

/** A short pointer back at reasons already given, naming what they were about. */
function recall(reasons: Array<{ conceptDetail: string }>, lead: string): string {
  const details = [
    ...new Set(reasons.map((r) => r.conceptDetail).filter((detail) => detail && !detail.includes('('))),
  ].slice(0, 2);
  return details.length > 0 ? `${lead}: ${details.join(', and ')}.` : '';
}

function phraseInput(evaluation: Evaluation, voice: PersonaVoice, part: string) {
  return {
    detail: '',
    evaluation,
    voice,
    subject: subjectOf(evaluation),
    random: answerRandom(evaluation, voice, `interview\u0000${part}`),
  };
}

/** Candidate sentences about an everyday subject of the twin's own life. */
function subjectAnswer(
  intent: InterviewIntent,
  subject: LifeSubject,
  reading: PersonaReading,
  voice: PersonaVoice,
): string[] {
  const ctx = lifeContext(reading, voice, subject.category);
  const noView = subject.noView?.(ctx);
  if (noView) return [noView];
  const part: SubjectPart =
    intent === 'dislikes'
      ? 'dislikes'
      : intent === 'likes'
        ? 'likes'
        : intent === 'choice' || intent === 'alternatives' || intent === 'brand'
          ? 'choice'
          : 'habits';
  const talk = subject.talk;
  if (intent === 'price')
    return [`I spend about ${ctx.spend}.`, incomeSentence(reading), ...talk.choice(ctx)];
  if (intent === 'where-to-buy') return [shoppingSentence(reading), ...talk.choice(ctx)];
  if (intent === 'brand') return [...talk.choice(ctx), brandAttitudeSentence(reading)];
  if (intent === 'who-for')
    return [
      `Everyone deals with ${subject.noun} one way or another; it weighs most on ${ctx.tight ? 'people counting every cent, like me' : 'busy households'}.`,
      ...talk.choice(ctx),
    ];
  if (intent === 'experience')
    return [
      `When it comes to ${subject.noun}, I've tried a few things over the years and I always come back to what I know.`,
      ...talk.choice(ctx),
    ];
  if (intent === 'purchase')
    return [
      `There's nothing to buy as such; for ${subject.noun} I go with what I know.`,
      ...talk.choice(ctx),
    ];
  if (intent === 'recommend')
    return [
      `If a friend asked me about ${subject.noun}, I'd tell them what works for me.`,
      ...talk.choice(ctx),
    ];
  if (intent === 'opinion' || intent === 'open') {
    // Likes and dislikes are things, not sentences: said as what the twin likes and cannot stand.
    const view = [
      ...talk
        .likes(ctx)
        .slice(0, 1)
        .map((like) => `What I like about ${subject.noun}: ${lowerFirst(like)}`),
      ...talk
        .dislikes(ctx)
        .slice(0, 1)
        .map((dislike) => `What I can't stand: ${lowerFirst(dislike)}`),
      ctx.tight
        ? `${upperFirst(subject.noun)} is where I watch every cent.`
        : `${upperFirst(subject.noun)} is just part of the week for me; I don't think about it much.`,
    ];
    // An open question ('do you exercise much?') asks what the twin does; an opinion, what it thinks.
    return intent === 'open' ? [...talk.habits(ctx), ...view] : [...view, ...talk.habits(ctx)];
  }
  if (intent === 'change') return talk.dislikes(ctx).map((text) => `I'd fix this first: ${lowerFirst(text)}`);
  const others = (['habits', 'choice', 'likes', 'dislikes'] as const).filter((p) => p !== part);
  return [...talk[part](ctx), ...talk[others[0]!](ctx)];
}

/** Candidate sentences about the twin itself. */
function selfAnswer(intent: InterviewIntent, reading: PersonaReading, voice: PersonaVoice): string[] {
  const { life } = voice;
  switch (intent) {
    case 'about-me':
      return [
        introSentence(reading),
        householdSentence(reading),
        valuesSentence(reading),
        personalitySentence(reading),
        incomeSentence(reading),
      ];
    case 'household':
      return [
        householdSentence(reading),
        life.household ? `At ${life.home} it's ${life.household} and me.` : `Just me at ${life.home}.`,
        life.household
          ? `Most of what I buy is for ${life.household} as well as me.`
          : 'I only shop for myself.',
        incomeSentence(reading),
      ];
    case 'work':
      return [workSentence(reading, life.workplace), incomeSentence(reading)];
    case 'values':
      return [valuesSentence(reading), personalitySentence(reading)];
    case 'pastime':
      return [
        life.pastime
          ? `I enjoy ${life.pastime}.`
          : `I keep it simple: time at ${life.home} and walks around ${life.town}.`,
        life.household
          ? `Weekends are for ${life.household} and catching up on sleep.`
          : 'Weekends are for friends and catching up on sleep.',
      ];
    case 'habits': {
      const company = life.household ? `time with ${life.household}` : 'time on my own';
      return [
        `A normal week for me is ${life.status === 'employed' ? 'work, ' : ''}${company} and the odd evening out.`,
        ...habitsSentences(reading),
      ];
    }
    case 'likes':
      return [valuesSentence(reading), life.pastime ? `I enjoy ${life.pastime}.` : ''];
    case 'dislikes':
      return [
        "I don't like being sold to, and I don't like paying for things I won't use.",
        valuesSentence(reading),
      ];
    case 'price':
      return [
        incomeSentence(reading),
        `Anything over about ${affordableMonthly(reading, voice)} a month has to really earn its place.`,
      ];
    case 'where-to-buy':
      return [shoppingSentence(reading)];
    case 'brand':
      return [brandAttitudeSentence(reading)];
    default:
      return [introSentence(reading), householdSentence(reading), valuesSentence(reading)];
  }
}

/** When everything the twin could say has been said: each said once, the last as often as needed. */
const NOTHING_NEW = [
  "My view on that hasn't changed.",
  "Nothing new to add there, I'm afraid.",
  "I'd only be repeating myself.",
];

const NO_TOPIC_NEEDED: InterviewIntent[] = ['about-me', 'household', 'work', 'values', 'pastime'];
const STOP = new Set([
  'about',
  'would',
  'could',
  'should',
  'their',
  'there',
  'these',
  'those',
  'which',
  'think',
  'with',
]);
const TOPIC_REFERENCE =
  /\b(it|its|it's|this|that|these|them|they|the (product|idea|concept|service|offer|subscription|app|brand|range|plan|pitch|thing))\b/;

/** Whether the question is about the interview's topic: it points back at it or names its words. */
function refersToTopic(question: string, topic: string): boolean {
  const text = question.toLowerCase();
  if (TOPIC_REFERENCE.test(text)) return true;
  const words = topic
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 5 && !STOP.has(word));
  return words.some((word) => text.includes(word));
}

/** Capitalised words that start a question or a sentence, not names ('Why or why not?'). */
const QUESTION_WORDS =
  /^(I|I'm|I'd|I've|I'll|Why|What|How|Which|Who|Whom|Whose|Where|When|And|Or|But|So|Would|Do|Does|Did|Have|Has|Had|Is|Are|Was|Were|Can|Could|Should|Will|Tell|Describe|Compare|If|Then|Yes|No|Ok|OK|Okay|Please|Thanks|Be|Honestly)\b/;

/** A name the question asks about that the twin cannot know ('What do you think of Zorbix?'): not the topic's. */
function unknownName(question: string, topic: string | undefined): string | undefined {
  const names = [...question.matchAll(/(?<=\s)([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*)/g)].map((m) => m[1]!);
  return names.find(
    (name) =>
      !QUESTION_WORDS.test(name) &&
      !topic?.toLowerCase().includes(name.toLowerCase()) &&
      !subjectInQuestion(name),
  );
}

/** Parts of a product people ask about; one the topic never mentions is something the twin cannot judge. */
const ASPECTS =
  /\b(packaging|taste|flavou?r|design|colou?rs?|size|delivery|customer service|warranty|ingredients|battery|app|website|smell|texture|returns?)\b/;

function aspectNotIn(question: string, topic: string): string | undefined {
  const aspect = ASPECTS.exec(question.toLowerCase())?.[1];
  return aspect && !topic.toLowerCase().includes(aspect.replace(/s$/, '')) ? aspect : undefined;
}

/** A topic with a price, a name or a description is a product to evaluate; a few words may be a subject of life. */
function isProduct(topic: string): boolean {
  const reading = readConcept(topic);
  return Boolean(reading.price) || /[A-Z]/.test(topic.slice(1)) || topic.split(/\s+/).length > 6;
}

/** A question that names a product of its own ("Would you buy a €30 coffee subscription?") is read as one. */
function productInQuestion(question: string): string | undefined {
  const reading = readConcept(question);
  return reading.category !== 'general' || reading.price ? question : undefined;
}

/** The currency a twin thinks in. */
const homeCurrency = (persona: Persona): PricingCurrency =>
  (({ US: 'USD', UK: 'GBP', GB: 'GBP' }) as const)[
    persona.country_code.toUpperCase() as 'US' | 'UK' | 'GB'
  ] ?? 'EUR';

/** The twin's likelihood of buying the concept at a price the question names. */
function likelihoodAt(persona: Persona, concept: string, price: PriceMention): number {
  const currency = price.currency in CURRENCY_SYMBOLS ? (price.currency as PricingCurrency) : 'EUR';
  return purchaseLikelihoodsOffline({ persona, concept, currency, prices: [price.amount] })[0]!;
}

/** An amount for a topic that states no price: what the twin would pay against what such a thing usually costs. */
function unpricedAmountSentence(reading: PersonaReading, voice: PersonaVoice, concept: string): string {
  const currency = homeCurrency(reading.persona);
  const usual = usualPriceOf(concept, currency);
  if (!usual)
    return `I'd need to know what it costs first; anything over about ${affordableMonthly(reading, voice)} a month would need a very good reason.`;
  const price: PriceMention = {
    amount: usual.amount,
    currency,
    period: 'one-off',
    text: '',
    amountEur: usual.amount,
  };
  const prices = PAYING_LADDER.map((multiple) => usual.amount * multiple);
  const likelihoods = purchaseLikelihoodsOffline({ persona: reading.persona, concept, currency, prices });
  const highest = prices.filter((_, k) => likelihoods[k]! >= 0.5).at(-1);
  return highest === undefined
    ? `Less than ${spokenPrice(prices[0]!, price)}; ${usual.label} usually costs around ${spokenPrice(usual.amount, price)}, and even that is more than I'd spend on it.`
    : `About ${spokenPrice(highest, price)}; ${usual.label} usually costs around ${spokenPrice(usual.amount, price)}.`;
}

const stop = (text: string): string => text.replace(/[.\s]+$/, '');
/** Names a sentence may start with that keep their capital mid-sentence. */
const SHOP_NAMES = new Set(
  Object.values(DIALECT_WORDS).flatMap((words) => words.supermarkets.map(firstWord)),
);
function firstWord(text: string): string {
  return /^[\w'-]+/.exec(text)?.[0]?.replace(/'s$/, '') ?? '';
}
/** A sentence as a clause of another: no full stop, lower case unless it starts with a name. */
const clause = (text: string): string =>
  SHOP_NAMES.has(firstWord(text)) ? stop(text) : lowerFirst(stop(text));

/** Words that say a statement is a no. */
const NEGATIVE = /\b(no|not|never|hardly|don't|doesn't|haven't|wouldn't|isn't|can't|nothing|rarely)\b/i;

/** The frequency in a sentence, if it says one. */
const FREQUENCY =
  /\b(every (day|week|month|morning|evening|year)|once|twice|\d+ times|times a (day|week|month|year)|a (day|week|month|year)\b|daily|weekly|monthly|most (days|evenings|weekends)|at weekends?|now and then|hardly ever|never|rarely|often|a few times)\b/i;

interface LeadInput {
  form: AnswerForm;
  question: string;
  reading: PersonaReading;
  voice: PersonaVoice;
}

/** The first sentence about the interview's topic, in the form the question asks for. */
function topicLead(
  { form, question, reading, voice }: LeadInput,
  intent: InterviewIntent,
  stance: Stance,
  verdict: string | undefined,
) {
  const { evaluation, written, sentiment, subject } = stance;
  const fors = texts(written.reasonsFor);
  const againsts = texts(written.reasonsAgainst);
  const leaning = sentiment === 'negative' ? [...againsts, ...fors] : [...fors, ...againsts];
  const { persona } = reading;
  const concept = evaluation.concept.text;
  const stated = evaluation.concept.price ?? undefined;
  const asked = askedPrice(question, stated);
  const reason = leaning[0];
  const condition = written.advice[0]?.condition;
  switch (form) {
    case 'amount':
      return stated
        ? payingSentence(persona, concept, stated)
        : unpricedAmountSentence(reading, voice, concept);
    case 'yes-no': {
      if (asked) {
        const spoken = exactPrice(asked);
        return likelihoodAt(persona, concept, asked) >= 0.5
          ? `Yes, at ${spoken} I'd ${stated && asked.amount < stated.amount ? '' : 'still '}buy ${subject}${reason ? `: ${clause(reason)}` : ''}.`
          : `No, not at ${spoken}${stated && asked.amount > stated.amount ? `; ${exactPrice(stated)} is already enough for ${subject}` : `; ${subject} isn't worth that much to me`}.`;
      }
      if (intent === 'experience')
        return `No, I haven't tried ${subject}, but ${reason ? clause(reason) : `${sentiment === 'negative' ? "it doesn't sound like me" : 'it sounds worth a look'}`}.`;
      if (verdict) {
        if (!asksWhy(question)) return undefined;
        const why =
          reason ??
          (sentiment === 'negative'
            ? `${subject} isn't something I need`
            : `${subject} is the kind of thing I'd use`);
        return `${stop(verdict)}, because ${clause(why)}.`;
      }
      const word = sentiment === 'positive' ? 'Yes' : sentiment === 'negative' ? 'No' : 'It depends';
      return `${word}${reason ? `, because ${clause(reason)}` : ''}.`;
    }
    case 'condition': {
      if (asked) {
        const spoken = exactPrice(asked);
        return likelihoodAt(persona, concept, asked) >= 0.5
          ? `If ${subject} is as good as it sounds, ${spoken} wouldn't stop me${stated ? `, though I'd rather pay ${exactPrice(stated)}` : ''}.`
          : `Only if ${condition ?? `${subject} were clearly better than what I have now`}; at ${spoken} I'd ${stated ? `stick to ${exactPrice(stated)} or pass` : 'pass'}.`;
      }
      return condition
        ? `Only if ${condition}.`
        : sentiment === 'positive'
          ? `Not much: if ${subject} lives up to what it says, I'd buy it.`
          : `Only if ${subject} gave me a reason that it doesn't yet.`;
    }
    case 'frequency': {
      const moment = voice.life.moments[0];
      return sentiment === 'positive'
        ? `About once a week, I'd say, ${moment ? `mostly ${moment}` : 'when it suits me'}.`
        : sentiment === 'neutral'
          ? `Now and then; maybe once or twice a month${moment ? `, ${moment}` : ''}.`
          : `Hardly ever, if at all; ${subject} isn't something I'd reach for.`;
    }
    case 'name':
      return brandsNamed(reading, voice, [...categoriesIn(question), ...categoriesIn(concept)], question);
    case 'description': {
      if (intent !== 'who-for')
        return intent === 'price' && stated
          ? `For ${subject}, on my ${persona.segments.income_bracket.toLowerCase()} income: ${clause(payingSentence(persona, concept, stated))}.`
          : undefined;
      const place = persona.city || persona.location;
      return sentiment === 'negative'
        ? `I picture someone other than me: ${persona.age < 45 ? 'someone older, with more to spend' : 'someone younger, who likes trying new things'}.`
        : `I picture people like me: ${article(reading.lifeStage)} in ${place}${voice.life.moments[0] ? `, having it ${voice.life.moments[0]}` : ''}.`;
    }
    case 'reason':
      return sentiment === 'positive'
        ? `I like ${subject} because ${reason ? clause(reason) : 'it does what I need'}.`
        : sentiment === 'negative'
          ? `${upperFirst(subject)} isn't for me because ${reason ? clause(reason) : "it doesn't fit how I live"}.`
          : `I'm torn on ${subject} because ${reason ? clause(reason) : "I can't tell yet whether it's worth it"}.`;
    case 'like':
      return fors[0] ? `What I like about ${subject}: ${clause(fors[0])}.` : undefined;
    case 'dislike':
      return againsts[0] ? `What bothers me about ${subject}: ${clause(againsts[0])}.` : undefined;
    default:
      return undefined;
  }
}

/** The first sentence about an everyday subject of the twin's life, in the form the question asks for. */
function subjectLead({ form, reading, voice }: LeadInput, subject: LifeSubject, candidates: string[]) {
  const ctx = lifeContext(reading, voice, subject.category);
  if (subject.noView?.(ctx)) return form === 'yes-no' ? 'No.' : undefined;
  const likes = subject.talk.likes(ctx);
  const dislikes = subject.talk.dislikes(ctx);
  switch (form) {
    case 'amount':
      return `I spend about ${ctx.spend}.`;
    case 'frequency': {
      const said = [...subject.talk.habits(ctx), ...candidates].find((text) => FREQUENCY.test(text));
      return said ?? `Most weeks, one way or another; ${subject.noun} is part of my routine.`;
    }
    case 'yes-no':
      return candidates[0] && NEGATIVE.test(candidates[0]) ? 'No.' : 'Yes.';
    case 'condition':
      return `Only if somewhere else did clearly better on what matters to me: ${clause(likes[0] ?? dislikes[0] ?? 'a fair price')}.`;
    case 'reason': {
      const choice = subject.talk.choice(ctx).find((text) => /\bbecause\b/.test(text));
      return choice ?? `It comes down to ${clause(likes[0] ?? `${subject.noun} working for me as it is`)}.`;
    }
    case 'like':
      return likes[0] ? `What I like about ${subject.noun}: ${clause(likes[0])}.` : undefined;
    case 'dislike':
      return dislikes[0] ? `What I can't stand about ${subject.noun}: ${clause(dislikes[0])}.` : undefined;
    case 'name':
      return subject.talk.choice(ctx)[0];
    default:
      return undefined;
  }
}

/** The first sentence about the twin itself, in the form the question asks for. */
function selfLead({ form, question, reading, voice }: LeadInput, candidates: string[]) {
  switch (form) {
    case 'amount':
      return `Not more than about ${affordableMonthly(reading, voice)} a month on anything that isn't essential.`;
    case 'frequency':
      return habitsSentences(reading)[0];
    case 'yes-no':
      return candidates[0] && NEGATIVE.test(candidates[0]) ? 'No.' : 'Yes.';
    case 'name':
      return brandsNamed(
        reading,
        voice,
        categoriesIn(question).length > 0 ? categoriesIn(question) : EVERYDAY,
        question,
      );
    default:
      return undefined;
  }
}

/** The categories a twin names brands of when asked about brands in general. */
const EVERYDAY = [
  'supermarket',
  'personal care',
  'household',
  'consumer tech',
  'sportswear',
  'packaged food',
];

/** Why a twin sticks with brands of a tier, in its words. */
const TIER_REASONS: Record<KnownBrand['tier'], string> = {
  budget: "they're good value and have never let me down",
  mid: 'I know what I get with them',
  premium: 'the quality is worth paying a bit more for',
  luxury: 'they last, and I can afford to treat myself',
};

/** The brands the twin buys in the named categories: household names of its market at the tier it reaches for. */
function brandsNamed(reading: PersonaReading, voice: PersonaVoice, categories: string[], question: string) {
  const known = brandsTwinKnows(reading.persona, categories);
  if (known.length === 0) return "Whatever is good value at the time; I don't stick to one brand.";
  const random = voiceRandom(voice, 'interview-brands', question);
  const first = random.pick(known.filter((brand) => brand.tier === known[0]!.tier));
  const second =
    known.find((brand) => brand !== first && brand.category !== first.category) ??
    known.find((brand) => brand !== first);
  return second
    ? `${first.name} and ${second.name}, mostly: ${TIER_REASONS[first.tier]}.`
    : `${first.name}, mostly: ${TIER_REASONS[first.tier]}.`;
}

/** What a twin says of a brand it has heard of: the table's tier, as the twin's income sees it. */
function knownBrandSentence(brand: KnownBrand, reading: PersonaReading): string {
  const income = reading.persona.segments.income_bracket;
  const view =
    brand.tier === 'budget'
      ? 'cheap and cheerful, and it does the job'
      : brand.tier === 'mid'
        ? 'nothing fancy, but you know what you get'
        : income === 'Low'
          ? 'nice, but more than I can usually justify'
          : brand.tier === 'luxury'
            ? 'a treat, and you pay for the name'
            : 'good quality, at a price';
  return `I know ${brand.name}, of course: ${view}.`;
}

/** How well the twin's market knows a name: the table's awareness, or none for a name it does not hold. */
const familiarity = (name: string, reading: PersonaReading): number => {
  const brand = knownBrand(name);
  return brand ? awarenessFor(brand, reading.persona) : 0;
};

/** A preference between the two things a comparison question names, with why. */
function comparisonLead(
  { question, reading, voice }: LeadInput,
  items: [string, string],
  stance: Stance | undefined,
): string {
  const [a, b] = items.map((item) => (isTopicReference(item) && stance ? stance.subject : item)) as [
    string,
    string,
  ];
  const topicSide = isTopicReference(items[0]) ? 0 : isTopicReference(items[1]) ? 1 : undefined;
  const known = voice.words.supermarkets.map((shop) => shop.toLowerCase());
  let pick: 0 | 1;
  if (topicSide !== undefined && stance)
    pick = stance.sentiment === 'positive' ? topicSide : ((1 - topicSide) as 0 | 1);
  else if (known.includes(b.toLowerCase()) && !known.includes(a.toLowerCase())) pick = 1;
  else if (known.includes(a.toLowerCase()) && !known.includes(b.toLowerCase())) pick = 0;
  else if (familiarity(a, reading) !== familiarity(b, reading))
    pick = familiarity(a, reading) > familiarity(b, reading) ? 0 : 1;
  else pick = voiceRandom(voice, 'interview-compare', question).pick([0, 1] as const);
  const [chosen, other] = pick === 0 ? [a, b] : [b, a];
  const because =
    topicSide === pick && stance
      ? texts(stance.written.reasonsFor)[0]
      : topicSide !== undefined && stance
        ? texts(stance.written.reasonsAgainst)[0]
        : undefined;
  const habit =
    familiarity(a, reading) === familiarity(b, reading)
      ? ", though there isn't much in it; it's habit more than anything"
      : ", because it's the one I know better";
  return `I'd go for ${chosen} over ${other}${because ? `, because ${clause(because)}` : habit}.`;
}

/** A brand of the table that most people in the twin's market know. */
function brandHeardOf(name: string, reading: PersonaReading): KnownBrand | undefined {
  const brand = knownBrand(name);
  return brand && awarenessFor(brand, reading.persona) > AWARENESS_ESTIMATE.known - 1 ? brand : undefined;
}

/** A follow-up that points back ('And what keeps you at your current one?') is about the last subject asked about. */
const POINTS_BACK = /\b(one|it|that|there|them|those|this|same|current)\b/i;

function earlierSubject(history: InterviewTurn[]): LifeSubject | undefined {
  return history
    .map((turn) => subjectInQuestion(turn.question))
    .filter(Boolean)
    .at(-1);
}

/** Whether two sentences share a run of five words: the second would only say the first again. */
function sharesPhrase(a: string, b: string): boolean {
  const words = sentenceKey(a).split(' ');
  const other = ` ${sentenceKey(b)} `;
  return words.some(
    (_, k) => k + 5 <= words.length && other.includes(` ${words.slice(k, k + 5).join(' ')} `),
  );
}

/** A short verdict for a yes/no question asked again: the stance holds, said in new words. */
const STILL: Record<Sentiment, string> = {
  positive: 'Still yes.',
  neutral: "I still haven't made up my mind.",
  negative: 'Still no.',
};

/** The parts of an answer, before a voice words them. */
export function interviewAnswerParts({
  persona,
  topic,
  history,
  question,
}: InterviewQuestion): AnswerParts & { reading: PersonaReading } {
  const reading = readPersona(persona);
  const voice = voiceOf(persona);
  const intent = classifyInterviewQuestion(question);
  const form = answerFormOf(question);
  const repeat = history.filter((turn) => classifyInterviewQuestion(turn.question) === intent).length;
  const said = new Set(history.flatMap((turn) => sentencesOf(turn.answer)).map(sentenceKey));
  const topicText = topic?.trim() || undefined;
  const topicSubject = topicText && !isProduct(topicText) ? subjectInQuestion(topicText) : undefined;
  const pointsAtTopic = topicText !== undefined && refersToTopic(question, topicText);
  const compared = form === 'comparison' ? comparedItems(question) : undefined;
  const followedSubject = !pointsAtTopic && POINTS_BACK.test(question) ? earlierSubject(history) : undefined;
  const subject = subjectInQuestion(question) ?? topicSubject ?? followedSubject;
  const name = compared ? undefined : unknownName(question, topicText);
  const missingAspect =
    topicText && !subjectInQuestion(question) ? aspectNotIn(question, topicText) : undefined;
  const leadInput: LeadInput = { form, question, reading, voice };

  let focus: AnswerFocus;
  let candidates: string[];
  let verdict: string | undefined;
  let stance: Stance | undefined;
  let lead: string | undefined;
  // 'What does a typical week look like for you?' is about the twin; 'How do you do your food shopping?' about a subject.
  const aboutSelf =
    NO_TOPIC_NEEDED.includes(intent) ||
    (intent === 'habits' && !subjectInQuestion(question) && !productInQuestion(question));
  if (aboutSelf && !pointsAtTopic) {
    focus = 'self';
    candidates = selfAnswer(intent, reading, voice);
    lead = selfLead(leadInput, candidates);
  } else if (name && brandHeardOf(name, reading)) {
    focus = 'unknown';
    candidates = [knownBrandSentence(brandHeardOf(name, reading)!, reading), brandAttitudeSentence(reading)];
    if (form === 'yes-no') lead = `Yes. ${candidates[0]}`;
  } else if (name) {
    focus = 'unknown';
    candidates = [
      `${form === 'yes-no' ? 'No, I' : 'I'} haven't tried ${name}, but ${clause(brandAttitudeSentence(reading))}.`,
      `Nobody I know has mentioned ${name} to me either.`,
    ];
  } else if (
    subject &&
    // A question about the twin's own habits ('how often do you go out for coffee?') is about its life even when a
    // word of it is also the topic's.
    (!pointsAtTopic || topicSubject || intent === 'habits') &&
    !readConcept(question).price
  ) {
    focus = 'subject';
    const about = topicSubject && !subjectInQuestion(question) ? topicSubject : subject;
    candidates = missingAspect
      ? [`I've no particular view on the ${missingAspect} when it comes to ${about.noun}.`]
      : subjectAnswer(intent, about, reading, voice);
    lead = missingAspect ? undefined : subjectLead(leadInput, about, candidates);
  } else {
    const conceptText = topicText && !topicSubject ? topicText : productInQuestion(question);
    if (conceptText) {
      focus = 'topic';
      stance = stanceOn(conceptText, reading);
      // A condition on a price ('what would make you pay $4.50?') is answered with the price's reasons.
      const answer = topicAnswer(form === 'condition' ? 'price' : intent, stance, reading, voice);
      verdict = answer.verdict;
      candidates = missingAspect
        ? [
            `I haven't seen anything about the ${missingAspect}, but ${clause(answer.sentences[0] ?? `${stance.subject} sounds ${stance.sentiment === 'negative' ? 'not for me' : 'all right'}`)}.`,
            ...answer.sentences.slice(1, 2),
          ]
        : answer.sentences;
      if (missingAspect) verdict = undefined;
      else lead = topicLead(leadInput, intent, stance, verdict);
    } else if (['purchase', 'change', 'recommend', 'who-for', 'experience'].includes(intent)) {
      focus = 'unknown';
      candidates = [
        "I can't say without knowing what it is: what it does and what it costs.",
        incomeSentence(reading),
      ];
    } else {
      focus = 'self';
      candidates = selfAnswer(intent, reading, voice);
      lead = selfLead(leadInput, candidates);
    }
  }
  if (compared) {
    lead = comparisonLead(leadInput, compared, stance);
    // Two things neither of which is the topic: the preference and how the twin takes to brands, nothing else.
    if (!compared.some(isTopicReference)) candidates = [brandAttitudeSentence(reading)];
  }
  // Only a yes/no question (or an open one) is answered with a verdict; any other form leads with its own sentence.
  if (lead || !['yes-no', 'open'].includes(form)) verdict = undefined;

  const fresh = [
    ...new Map(
      candidates
        .flatMap((text) => sentencesOf(text))
        .filter(Boolean)
        .map((text) => sentence(text))
        .filter((text) => !said.has(sentenceKey(text)) && !(lead && sharesPhrase(text, lead)))
        .map((text) => [sentenceKey(text), text]),
    ).values(),
  ];
  const sentences = fresh.slice(0, verdict || lead ? 2 : 3);
  // The lead answers what was asked, so it is said even when an earlier answer said it already.
  if (lead) sentences.unshift(sentence(lead));
  const repeatedVerdict = verdict && said.has(sentenceKey(verdict));
  let spokenVerdict = repeatedVerdict && stance ? STILL[stance.sentiment] : verdict;
  // "Would you buy it? Why or why not?": the verdict and its first reason in one breath.
  if (spokenVerdict && asksWhy(question) && sentences[0]) {
    spokenVerdict = `${stop(spokenVerdict)}, because ${clause(sentences.shift()!)}.`;
  }
  if (sentences.length === 0 && !spokenVerdict) {
    const nothingNew = NOTHING_NEW.find((text) => !said.has(sentenceKey(text)));
    sentences.push(nothingNew ?? NOTHING_NEW.at(-1)!);
  }
  return {
    intent,
    form,
    focus,
    repeat,
    said,
    stance: stance?.sentiment,
    ...(spokenVerdict ? { verdict: spokenVerdict } : {}),
    sentences,
    reading,
  };
}

/** Answers one interview question offline: deterministic for the same twin, topic, history and question. */
export function answerInterviewOffline(
  input: InterviewQuestion,
  voice: InterviewVoice = plainVoice,
): { intent: InterviewIntent; answer: string } {
  const { reading, ...parts } = interviewAnswerParts(input);
  return { intent: parts.intent, answer: voice(parts, reading) };
}
