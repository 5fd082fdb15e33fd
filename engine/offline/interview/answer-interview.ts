// The offline interviewer: a twin answers what a question asks, in the first person: about itself from its profile,
// about an everyday subject ('the food shopping', 'my phone') from its own life, and about the interview's topic from
// the engine's evaluation of the topic, so its stance never changes between answers. It remembers what it said and
// does not say a sentence twice.
import type { Sentiment } from '../../../contracts/twin-answers';
import type { Persona } from '../../../contracts/personas';
import { PRICE } from '../model/coefficients';
import { readConcept } from '../reading/concept-reader';
import { evaluate, type Evaluation } from '../model/evaluate';
import { OFFER_COEFFICIENTS } from '../model/offer-coefficients';
import { readPersona, type PersonaReading } from '../model/persona-features';
import { answerRandom, subjectOf, writeAnswer, type WrittenAnswer } from '../voice/voice';
import { lifeComparison } from '../voice/life-comparisons';
import { money, voiceOf, type PersonaVoice } from '../voice/persona-voice';
import { lowerFirst, upperFirst } from '../voice/english';
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
import { CURRENCY_SYMBOLS } from '../../../contracts/currency';
import { purchaseLikelihoodsOffline } from '../pricing/purchase-at-price';
import type { PriceMention } from '../reading/price-parser';
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
  focus: AnswerFocus;
  /** On a repeated yes/no question: the verdict already given, said again as a reminder. */
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

export const plainVoice: InterviewVoice = ({ sentences, verdict, repeat }) => {
  const text = sentences.filter(Boolean).join(' ');
  if (!verdict)
    return repeat > 0 && !NOTHING_NEW.includes(sentences[0] ?? '')
      ? `As I said before, ${lowerFirst(text)}`
      : text;
  return `As I said earlier, ${lowerFirst(verdict).replace(/[.\s]+$/, '')}${text ? `: ${lowerFirst(text)}` : '.'}`;
};

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

/**
 * What the twin would pay, from the same model that judges the stated price: the highest price around it at which
 * it would probably buy (likelihood of 'probably' or 'definitely' at least one half).
 */
function payingSentence(persona: Persona, concept: string, price: PriceMention): string {
  const prices = PAYING_LADDER.map((multiple) => price.amount * multiple);
  const likelihoods = purchaseLikelihoodsOffline({ persona, concept, currency: price.currency, prices });
  const highest = prices.filter((_, k) => likelihoods[k]! >= 0.5).at(-1);
  const stated = spokenPrice(price.amount, price);
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
          ? "it's a price I could live with"
          : sentiment === 'negative'
            ? "it's more than I'd pay"
            : "I'd have to think hard about it";
      const priceReasons = [...written.reasonsFor, ...written.reasonsAgainst]
        .filter((r) => r.conceptDetail === price.text)
        .map((r) => sentence(r.text));
      const { persona } = reading;
      return {
        sentences: [
          payingSentence(persona, evaluation.concept.text, price),
          ...priceReasons,
          `It's ${price.text}.`,
          `On a ${persona.segments.income_bracket.toLowerCase()} income in ${persona.city || persona.location}, ${verdict}.`,
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
              ? "Not yet; I'd want to try it myself before I told anyone about it."
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
  "As I said before, my view on that hasn't changed.",
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

/** A name the question asks about that the twin cannot know ('What do you think of Zorbix?'): not the topic's. */
function unknownName(question: string, topic: string | undefined): string | undefined {
  const names = [...question.matchAll(/(?<=\s)([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*)/g)].map((m) => m[1]!);
  return names.find(
    (name) =>
      !/^(I|I'm|I'd|I've|I'll)$/.test(name) &&
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
  const repeat = history.filter((turn) => classifyInterviewQuestion(turn.question) === intent).length;
  const said = new Set(history.flatMap((turn) => sentencesOf(turn.answer)).map(sentenceKey));
  const topicText = topic?.trim() || undefined;
  const topicSubject = topicText && !isProduct(topicText) ? subjectInQuestion(topicText) : undefined;
  const pointsAtTopic = topicText !== undefined && refersToTopic(question, topicText);
  const subject = subjectInQuestion(question) ?? topicSubject;
  const name = unknownName(question, topicText);
  const missingAspect =
    topicText && !subjectInQuestion(question) ? aspectNotIn(question, topicText) : undefined;

  let focus: AnswerFocus;
  let candidates: string[];
  let verdict: string | undefined;
  let stance: Stance | undefined;
  if (NO_TOPIC_NEEDED.includes(intent) && !pointsAtTopic) {
    focus = 'self';
    candidates = selfAnswer(intent, reading, voice);
  } else if (name) {
    focus = 'unknown';
    candidates = [
      `I don't know ${name}, so I've no view on it yet.`,
      intent === 'brand' || intent === 'opinion' ? brandAttitudeSentence(reading) : '',
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
  } else {
    const conceptText = topicText && !topicSubject ? topicText : productInQuestion(question);
    if (conceptText) {
      focus = 'topic';
      stance = stanceOn(conceptText, reading);
      const answer = topicAnswer(intent, stance, reading, voice);
      verdict = answer.verdict;
      candidates = missingAspect
        ? [
            `Nothing I've been told says anything about the ${missingAspect}, so I've no view on that yet.`,
            ...answer.sentences.slice(0, 1),
          ]
        : answer.sentences;
      if (missingAspect) verdict = undefined;
    } else if (['purchase', 'change', 'recommend', 'who-for', 'experience'].includes(intent)) {
      focus = 'unknown';
      candidates = [
        "I can't say without knowing what it is: what it does and what it costs.",
        incomeSentence(reading),
      ];
    } else {
      focus = 'self';
      candidates = selfAnswer(intent, reading, voice);
    }
  }

  const fresh = [
    ...new Map(
      candidates
        .flatMap((text) => sentencesOf(text))
        .filter(Boolean)
        .map((text) => sentence(text))
        .filter((text) => !said.has(sentenceKey(text)))
        .map((text) => [sentenceKey(text), text]),
    ).values(),
  ];
  const limit = verdict ? 2 : 3;
  const sentences = fresh.slice(0, limit);
  const recalled = repeat > 0 && verdict && said.has(sentenceKey(verdict)) ? verdict : undefined;
  if (verdict && !recalled) sentences.unshift(verdict);
  if (sentences.length === 0 && !recalled) {
    const nothingNew = NOTHING_NEW.find((text) => !said.has(sentenceKey(text)));
    sentences.push(nothingNew ?? NOTHING_NEW.at(-1)!);
  }
  return {
    intent,
    focus,
    repeat,
    said,
    stance: stance?.sentiment,
    ...(recalled ? { verdict: recalled } : {}),
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
