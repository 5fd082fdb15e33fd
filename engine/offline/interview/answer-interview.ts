// The offline interviewer: a twin answers one question in the first person, from its own profile and from the
// engine's evaluation of the topic, so its stance never changes between answers.
import type { Sentiment } from '../../../contracts/analysis';
import type { Persona } from '../../../contracts/personas';
import { PRICE } from '../model/coefficients';
import { readConcept } from '../reading/concept-reader';
import { evaluate, type Evaluation } from '../model/evaluate';
import { OFFER_COEFFICIENTS } from '../model/offer-coefficients';
import { VENUE_HABIT } from '../model/offer-model';
import { readPersona, type PersonaReading } from '../model/persona-features';
import { subjectOf, writeAnswer, type WrittenAnswer } from '../voice/voice';
import {
  brandAttitudeSentence,
  habitsSentences,
  householdSentence,
  incomeSentence,
  introSentence,
  personalitySentence,
  shoppingSentence,
  valuesSentence,
} from './persona-facts';
import { classifyInterviewQuestion, type InterviewIntent } from './question-intent';

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

/** What an answer says, before a voice words it: sentences in order, and whether it is a repeat of an earlier intent. */
export interface AnswerParts {
  intent: InterviewIntent;
  sentences: string[];
  /** How many earlier questions had the same intent. */
  repeat: number;
  stance: Sentiment | undefined;
}

/** The seam where a persona's own voice can be plugged in; the plain voice joins the sentences. */
export type InterviewVoice = (parts: AnswerParts, reading: PersonaReading) => string;

export const plainVoice: InterviewVoice = ({ sentences, repeat }) => {
  const text = sentences.filter(Boolean).join(' ');
  if (repeat === 0) return text;
  return `As I said earlier, ${/^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1)}`;
};

const LOCAL_CURRENCY: Record<string, { symbol: string; perEur: number }> = {
  UK: { symbol: '£', perEur: 0.85 },
  GB: { symbol: '£', perEur: 0.85 },
  US: { symbol: '$', perEur: 1.09 },
};

function affordableMonthly(reading: PersonaReading): string {
  const currency = LOCAL_CURRENCY[reading.persona.country_code.toUpperCase()] ?? { symbol: '€', perEur: 1 };
  const amount = reading.monthlyIncomeEur * PRICE.noticeableShare * currency.perEur;
  return `${currency.symbol}${Math.max(5, Math.round(amount / 5) * 5)}`;
}

function nth<T>(items: T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

const sentence = (text: string | undefined): string => (text ? `${text.replace(/[.\s]+$/, '')}.` : '');

/** A question that names a product of its own ("Would you buy a €30 coffee subscription?") is read as one. */
function conceptTextFor(
  topic: string | undefined,
  question: string,
  intent: InterviewIntent,
): string | undefined {
  if (topic?.trim()) return topic.trim();
  if (intent === 'about-me') return undefined;
  const reading = readConcept(question);
  return reading.category !== 'general' || reading.price ? question : undefined;
}

interface Stance {
  evaluation: Evaluation;
  written: WrittenAnswer;
  sentiment: Sentiment;
  subject: string;
}

function topicAnswer(
  intent: InterviewIntent,
  stance: Stance,
  reading: PersonaReading,
  repeat: number,
): string[] {
  const { evaluation, written, sentiment, subject } = stance;
  const like = nth(written.reasonsFor, repeat);
  const dislike = nth(written.reasonsAgainst, repeat);
  const advice = nth(written.advice, repeat);
  const { persona } = reading;
  switch (intent) {
    case 'price': {
      const price = evaluation.concept.price;
      if (!price)
        return [
          `Nobody has told me what ${subject} costs, so it's hard to judge.`,
          `On my budget, anything over about ${affordableMonthly(reading)} a month would need a very good reason.`,
          incomeSentence(reading),
        ];
      const verdict =
        sentiment === 'positive'
          ? "it's a price I could live with"
          : sentiment === 'negative'
            ? "it's more than I'd pay"
            : "I'd have to think hard about it";
      const priceReason = [...written.reasonsFor, ...written.reasonsAgainst].find(
        (r) => r.conceptDetail === price.text,
      );
      return [
        sentence(priceReason?.text ?? `It's ${price.text}`),
        `On a ${persona.segments.income_bracket.toLowerCase()} income in ${persona.city || persona.location}, ${verdict}.`,
      ];
    }
    case 'purchase': {
      const answer =
        sentiment === 'positive'
          ? 'Yes, I think I would.'
          : sentiment === 'neutral'
            ? "Maybe; I haven't made up my mind."
            : "No, I don't think I would.";
      const because = sentiment === 'negative' ? dislike : (like ?? dislike);
      const condition = sentiment !== 'positive' && advice ? `I'd reconsider if ${advice.condition}.` : '';
      return [answer, sentence(because?.text), condition];
    }
    case 'likes':
      return like
        ? [
            sentence(like.text),
            nth(written.reasonsFor, repeat + 1) !== like
              ? sentence(nth(written.reasonsFor, repeat + 1)?.text)
              : '',
          ]
        : ['Not much, to be honest.', sentence(dislike?.text)];
    case 'dislikes':
      return dislike
        ? [
            sentence(dislike.text),
            sentence(
              nth(written.reasonsAgainst, repeat + 1) !== dislike
                ? nth(written.reasonsAgainst, repeat + 1)?.text
                : undefined,
            ),
          ]
        : ['Nothing major.', sentence(like?.text)];
    case 'change':
      return advice
        ? [sentence(advice.suggestion), `If ${advice.condition}, that would make the difference for me.`]
        : [`Not much; I'd keep ${subject} as it is.`, sentence(like?.text)];
    case 'where-to-buy':
      if (sentiment !== 'negative') return [shoppingSentence(reading)];
      return [
        `I probably wouldn't buy ${subject} at all.`,
        `If I did: ${shoppingSentence(reading).replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}`,
      ];
    case 'brand': {
      const name = evaluation.concept.name;
      const impression = name
        ? sentiment === 'positive'
          ? `${name} doesn't mean anything to me yet, but what I've heard makes me curious.`
          : `${name} doesn't mean anything to me yet, and nothing so far has won me over.`
        : "I don't know who's behind it, so the brand doesn't count for much yet.";
      return [impression, brandAttitudeSentence(reading)];
    }
    default: {
      const overall =
        sentiment === 'positive'
          ? `I like ${subject}.`
          : sentiment === 'neutral'
            ? `I'm undecided about ${subject}.`
            : `Honestly, ${subject} isn't for me.`;
      const reason = sentiment === 'negative' ? dislike : (like ?? dislike);
      return [overall, sentence(reason?.text)];
    }
  }
}

function personalAnswer(
  intent: InterviewIntent,
  reading: PersonaReading,
  repeat: number,
  stance?: Stance,
): string[] {
  const venue = stance?.evaluation.concept.offer.venue?.value;
  switch (intent) {
    case 'about-me':
      return repeat === 0
        ? [introSentence(reading), householdSentence(reading), valuesSentence(reading)]
        : [personalitySentence(reading), incomeSentence(reading), habitsSentences(reading)[0] ?? ''];
    case 'habits':
      return [
        ...habitsSentences(reading, venue ? VENUE_HABIT[venue] : undefined),
        repeat === 0 ? '' : incomeSentence(reading),
      ];
    case 'price':
      return [
        incomeSentence(reading),
        `Anything over about ${affordableMonthly(reading)} a month has to really earn its place.`,
      ];
    case 'likes':
      return [valuesSentence(reading), habitsSentences(reading)[0] ?? ''];
    case 'dislikes':
      return [
        "I don't like being sold to, and I don't like paying for things I won't use.",
        valuesSentence(reading),
      ];
    case 'where-to-buy':
      return [shoppingSentence(reading)];
    case 'brand':
      return [brandAttitudeSentence(reading)];
    case 'purchase':
    case 'change':
      return [
        "You'd have to tell me what it is first: what it does and what it costs.",
        incomeSentence(reading),
      ];
    case 'open':
      return (
        nth(
          [
            [introSentence(reading), householdSentence(reading)],
            [valuesSentence(reading), personalitySentence(reading)],
            [habitsSentences(reading)[0] ?? '', incomeSentence(reading)],
          ],
          repeat,
        ) ?? []
      );
  }
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

/** The parts of an answer, before a voice words them. */
export function interviewAnswerParts({
  persona,
  topic,
  history,
  question,
}: InterviewQuestion): AnswerParts & { reading: PersonaReading } {
  const reading = readPersona(persona);
  const intent = classifyInterviewQuestion(question);
  const repeat = history.filter((turn) => classifyInterviewQuestion(turn.question) === intent).length;
  const conceptText = conceptTextFor(topic, question, intent);
  const stance = conceptText ? stanceOn(conceptText, reading) : undefined;
  const personal = !stance || intent === 'about-me' || intent === 'habits';
  const sentences = personal
    ? personalAnswer(intent, reading, repeat, stance)
    : topicAnswer(intent, stance, reading, repeat);
  return { intent, repeat, stance: stance?.sentiment, sentences: sentences.filter(Boolean), reading };
}

/** Answers one interview question offline: deterministic for the same twin, topic, history and question. */
export function answerInterviewOffline(
  input: InterviewQuestion,
  voice: InterviewVoice = plainVoice,
): { intent: InterviewIntent; answer: string } {
  const { reading, ...parts } = interviewAnswerParts(input);
  return { intent: parts.intent, answer: voice(parts, reading) };
}
