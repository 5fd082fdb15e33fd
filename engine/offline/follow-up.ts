import type { FirstAnswer, FollowUpIntent, FollowUpTurn, Sentiment } from '../../contracts/analysis';
import { sentimentOf } from '../answer-metrics';
import { PRICE } from './coefficients';
import type { Evaluation } from './evaluate';
import { FOLLOW_UP_INTENT_WORDS } from './lexicons';
import { analyseText, findPhrases, spanText } from './text-analysis';
import { subjectOf, writeAnswer, type WrittenAnswer } from './voice';

const TOPIC_POS = new Set(['NOUN', 'PROPN', 'ADJ']);
const LOCAL_CURRENCY: Record<string, { symbol: string; perEur: number }> = {
  UK: { symbol: '£', perEur: 0.85 },
  GB: { symbol: '£', perEur: 0.85 },
  US: { symbol: '$', perEur: 1.09 },
};

export function classifyQuestion(question: string): FollowUpIntent {
  const text = analyseText(question.toLowerCase());
  const found = FOLLOW_UP_INTENT_WORDS.find(([, words]) => findPhrases(text, words).length > 0);
  return found?.[0] ?? 'general';
}

/** The question's subject as asked ('the monthly price'), to quote back. */
export function questionTopic(question: string): string | undefined {
  const text = analyseText(question);
  const { tokens } = text;
  let best: [number, number] | undefined;
  for (let i = 0; i < tokens.length; i += 1) {
    if (!TOPIC_POS.has(tokens[i]!.pos)) continue;
    const start = tokens[i - 1]?.pos === 'DET' ? i - 1 : i;
    let end = i;
    while (end < tokens.length && TOPIC_POS.has(tokens[end]!.pos)) end += 1;
    if (tokens.slice(i, end).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) best = [start, end];
    i = end;
  }
  return best ? spanText(text, best[0], best[1]) : undefined;
}

/** The first answer's stance wins over a recomputed one, so follow-ups never contradict it. */
function stanceOf(firstAnswer: FirstAnswer, evaluation: Evaluation): Sentiment {
  return firstAnswer.sentiment ?? (firstAnswer.interestLevel ? sentimentOf(firstAnswer.interestLevel) : evaluation.sentiment);
}

function affordableMonthly(evaluation: Evaluation): string {
  const { persona } = evaluation.reading;
  const currency = LOCAL_CURRENCY[persona.country_code.toUpperCase()] ?? { symbol: '€', perEur: 1 };
  const amount = evaluation.reading.monthlyIncomeEur * PRICE.noticeableShare * currency.perEur;
  return `${currency.symbol}${Math.max(5, Math.round(amount / 5) * 5)}`;
}

const USAGE_MOMENTS: Record<string, string> = {
  student: 'between lectures and in the evenings',
  retiree: 'during my quieter mornings, now that I have the time',
  'working parent': 'on busy weekday evenings once the kids are sorted',
  'parent of grown-up children': 'in my own time, now the house is quieter',
};

/** Picks a different reason each time the same kind of question comes back. */
function nth<T>(items: T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

function replyFor(intent: FollowUpIntent, evaluation: Evaluation, written: WrittenAnswer, stance: Sentiment, repeat: number): string {
  const { persona } = evaluation.reading;
  const subject = subjectOf(evaluation);
  const like = nth(written.reasonsFor, repeat);
  const dislike = nth(written.reasonsAgainst, repeat);
  const advice = nth(written.advice, repeat);
  const price = evaluation.concept.price;
  switch (intent) {
    case 'price': {
      if (!price) return `They haven't said what it costs, which makes it hard to judge. On my budget, anything over about ${affordableMonthly(evaluation)} a month would need a very good reason.`;
      const priceReason = [...written.reasonsFor, ...written.reasonsAgainst].find((r) => r.conceptDetail === price.text);
      const verdict = stance === 'positive' ? "it's a price I could live with" : stance === 'negative' ? "it's more than I'd pay" : "I'd have to think hard about it";
      const opinion = priceReason ? `${priceReason.text}.` : `It's ${price.text}.`;
      return `${opinion} On a ${persona.segments.income_bracket.toLowerCase()} income in ${persona.city || persona.location}, ${verdict}.`;
    }
    case 'usage':
      if (stance === 'negative') return `Honestly, I don't see where ${subject} would fit into my routine as ${evaluation.reading.lifeStage === 'retiree' ? 'a retiree' : `a ${persona.occupation.toLowerCase()}`}.`;
      return `I'd use it ${USAGE_MOMENTS[evaluation.reading.lifeStage] ?? 'around my work, mostly in the evenings and at weekends'}${evaluation.concept.features[0] ? `, mainly for the ${evaluation.concept.features[0]}` : ''}.`;
    case 'likes':
      return like ? `${like.text}.` : `Not much, to be honest. ${dislike ? `${dislike.text}.` : ''}`.trim();
    case 'dislikes':
      return dislike ? `${dislike.text}.${advice ? ` ${advice.concern}.` : ''}` : `Nothing major. ${like ? `${like.text}.` : ''}`.trim();
    case 'purchase': {
      const answer = stance === 'positive' ? 'Yes, I think I would.' : stance === 'neutral' ? 'Maybe.' : "No, I don't think so.";
      const because = stance === 'negative' ? dislike : (like ?? dislike);
      const condition = stance !== 'positive' && advice ? ` I'd reconsider if ${advice.condition}.` : '';
      return `${answer}${because ? ` ${because.text}.` : ''}${condition}`;
    }
    case 'change':
      return advice ? `${advice.suggestion}. ${advice.concern}, so that would make the difference for me.` : `Not much. I'd keep it as it is${like ? `: ${like.text.toLowerCase()}` : ''}.`;
    case 'about-me':
      return `I'm ${persona.name}, ${persona.age}, ${persona.occupation.toLowerCase()} in ${persona.location}. ${persona.household}. ${persona.values_and_beliefs[0] ? `${persona.values_and_beliefs[0]} matters a lot to me.` : ''}`.trim();
    case 'general': {
      const reason = stance === 'negative' ? dislike : (like ?? dislike);
      const overall = stance === 'positive' ? `I like ${subject}` : stance === 'neutral' ? `I'm undecided about ${subject}` : `${subject} isn't for me`;
      return `${overall}.${reason ? ` ${reason.text}.` : ''}`;
    }
  }
}

/** Answers a follow-up by intent, from the same evaluation as the first answer and consistent with its stance. */
export function answerFollowUpOffline(
  evaluation: Evaluation,
  firstAnswer: FirstAnswer,
  previousFollowUps: FollowUpTurn[],
  question: string,
): { intent: FollowUpIntent; response: string } {
  const intent = classifyQuestion(question);
  const repeat = previousFollowUps.filter((turn) => classifyQuestion(turn.question) === intent).length;
  const topic = questionTopic(question);
  const opening = repeat > 0 ? 'As I said before, ' : '';
  const reply = replyFor(intent, evaluation, writeAnswer(evaluation), stanceOf(firstAnswer, evaluation), repeat);
  const quoted = topic ? `About ${topic}: ` : '';
  return { intent, response: `${quoted}${opening}${opening ? reply.charAt(0).toLowerCase() + reply.slice(1) : reply}` };
}
