import type { FirstAnswer, FollowUpIntent, FollowUpTurn, Sentiment } from '../../contracts/analysis';
import { sentimentOf } from '../answer-metrics';
import { PRICE } from './coefficients';
import type { Evaluation } from './evaluate';
import { FOLLOW_UP_INTENT_WORDS } from './lexicons';
import { localise, money, voiceOf, type PersonaVoice } from './persona-voice';
import { article, lowerFirst, upperFirst } from './english';
import { currentSpend, valueInOwnWords } from './reason-phrases';
import type { SeededRandom } from './seeded-random';
import { analyseText, findPhrases, spanText } from './text-analysis';
import { answerRandom, conditionOf, subjectOf, writeAnswer, type WrittenAnswer } from './voice';

const TOPIC_POS = new Set(['NOUN', 'PROPN', 'ADJ']);

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

/** Picks a different reason each time the same kind of question comes back. */
function nth<T>(items: T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

interface ReplyContext {
  evaluation: Evaluation;
  voice: PersonaVoice;
  written: WrittenAnswer;
  stance: Sentiment;
  repeat: number;
  random: SeededRandom;
}

function priceReply({ evaluation, voice, written, stance, random }: ReplyContext): string {
  const price = evaluation.concept.price;
  const budget = random.pick(voice.life.budgets);
  if (!price) {
    const limit = money(voice, voice.life.monthlyIncomeEur * PRICE.noticeableShare);
    return `They haven't said what it costs, which makes it hard to judge. On ${budget}, anything over about ${limit} a month would need a very good reason.`;
  }
  const priceReason = [...written.reasonsFor, ...written.reasonsAgainst].find((r) => r.conceptDetail === price.text);
  const verdict = stance === 'positive' ? "it's a price I could live with" : stance === 'negative' ? "it's more than I'd pay" : "I'd have to think hard about it";
  const opinion = priceReason ? `${priceReason.text}.` : `It's ${price.text}.`;
  return `${opinion} On ${budget}, ${verdict}. For comparison, I spend ${currentSpend(evaluation, voice)} now.`;
}

function usageReply({ evaluation, voice, stance, random }: ReplyContext): string {
  const { life } = voice;
  const moment = random.pick(life.moments);
  if (stance === 'negative') return `Honestly, I don't see where ${subjectOf(evaluation)} would fit ${moment}, not as ${article(life.role)}.`;
  const feature = evaluation.concept.features[0];
  const others = life.household ? ` ${upperFirst(life.household)} might use it too.` : '';
  return `I'd use it ${moment}${feature ? `, mainly for the ${feature}` : ''}.${others}`;
}

function purchaseReply({ evaluation, voice, written, stance, repeat, random }: ReplyContext): string {
  const like = nth(written.reasonsFor, repeat);
  const dislike = nth(written.reasonsAgainst, repeat);
  const answer = stance === 'positive' ? 'Yes, I think I would.' : stance === 'neutral' ? 'Maybe.' : random.pick(["No, I don't think so.", 'No, not as things stand.']);
  const because = stance === 'negative' ? dislike : (like ?? dislike);
  const condition = stance !== 'positive' ? conditionOf(nth(written.advice, repeat), evaluation, voice, random) : undefined;
  return `${answer}${because ? ` ${because.text}.` : ''}${condition ? ` I'd reconsider if ${condition}.` : ''}`;
}

function aboutMeReply({ voice }: ReplyContext): string {
  const { persona, life } = voice;
  const home = life.household ? `I live with ${life.household}` : 'I live on my own';
  const work = life.workplace ? ` and work at ${life.workplace}` : '';
  const value = persona.values_and_beliefs[0] ? ` ${upperFirst(valueInOwnWords(persona.values_and_beliefs[0]))}.` : '';
  const pastime = life.pastime ? ` In my free time I enjoy ${life.pastime}.` : '';
  return `I'm ${persona.name}, ${persona.age}, ${article(life.role)} in ${life.town}. ${home}${work}.${value}${pastime}`;
}

function replyFor(intent: FollowUpIntent, context: ReplyContext): string {
  const { evaluation, written, stance, repeat } = context;
  const subject = subjectOf(evaluation);
  const like = nth(written.reasonsFor, repeat);
  const dislike = nth(written.reasonsAgainst, repeat);
  const advice = nth(written.advice, repeat);
  switch (intent) {
    case 'price':
      return priceReply(context);
    case 'usage':
      return usageReply(context);
    case 'likes':
      return like ? `${like.text}.` : `Not much, to be honest. ${dislike ? `${dislike.text}.` : ''}`.trim();
    case 'dislikes':
      return dislike ? `${dislike.text}.${advice ? ` ${advice.concern}.` : ''}` : `Nothing major. ${like ? `${like.text}.` : ''}`.trim();
    case 'purchase':
      return purchaseReply(context);
    case 'change':
      return advice ? `${advice.suggestion}. ${advice.concern}, so that would make the difference for me.` : `Not much. I'd keep it as it is${like ? `: ${lowerFirst(like.text)}` : ''}.`;
    case 'about-me':
      return aboutMeReply(context);
    case 'general': {
      const reason = stance === 'negative' ? dislike : (like ?? dislike);
      const overall = stance === 'positive' ? `I like ${subject}` : stance === 'neutral' ? `I'm undecided about ${subject}` : `${upperFirst(subject)} isn't for me`;
      return `${overall}.${reason ? ` ${reason.text}.` : ''}`;
    }
  }
}

/** Answers a follow-up by intent, in the twin's own voice, from the same evaluation as the first answer and consistent with its stance. */
export function answerFollowUpOffline(
  evaluation: Evaluation,
  firstAnswer: FirstAnswer,
  previousFollowUps: FollowUpTurn[],
  question: string,
): { intent: FollowUpIntent; response: string } {
  const intent = classifyQuestion(question);
  const repeat = previousFollowUps.filter((turn) => classifyQuestion(turn.question) === intent).length;
  const topic = questionTopic(question);
  const voice = voiceOf(evaluation.reading.persona);
  const random = answerRandom(evaluation, voice, `follow-up\u0000${question}`);
  const context: ReplyContext = { evaluation, voice, written: writeAnswer(evaluation), stance: stanceOf(firstAnswer, evaluation), repeat, random };
  const reply = replyFor(intent, context);
  const opening = repeat > 0 ? 'As I said before, ' : '';
  const quoted = topic ? `About ${topic}: ` : '';
  const keep = [subjectOf(evaluation), ...evaluation.terms.map((term) => term.conceptDetail), ...(topic ? [topic] : [])];
  return { intent, response: localise(voice, `${quoted}${opening}${opening ? lowerFirst(reply) : reply}`, keep) };
}
