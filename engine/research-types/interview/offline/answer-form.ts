// The form of answer a question asks for, said first: an amount for "how much", a frequency for "how often", yes or
// no for "would you", a condition for "what would make you", a preference for "compare A and B". The intent
// (question-intent.ts) decides what the answer is about; the form decides how its first sentence must read.
import { findPrices, type PriceMention } from '@engine/offline/reading/price-parser';

export const ANSWER_FORMS = [
  'comparison',
  'condition',
  'amount',
  'frequency',
  'name',
  'reason',
  'yes-no',
  'like',
  'dislike',
  'description',
  'open',
] as const;
export type AnswerForm = (typeof ANSWER_FORMS)[number];

/** Words a question may start with that carry no form ('And what keeps you…', 'So, would you…'). */
const LEAD_IN = /^(?:(?:and|so|ok|okay|well|then|but|now|right|also|finally)\b[,\s]*)+/i;

// In priority order: "What would make you pay more?" asks for a condition before it asks for an amount; "Which do
// you prefer, A or B?" is a comparison before it is a name.
const FORM_PATTERNS: Array<[AnswerForm, RegExp]> = [
  [
    'comparison',
    /^compare\b|\b(compare[sd]? (it |them )?(to|with|against)|versus|vs\.?|how does (it|this|that) compare)\b|^(which|what) (do|would) you (prefer|choose|pick|rather have)\b.*\bor\b|\bwould you rather\b.*\bor\b|\bbetter,? .+ or\b/,
  ],
  [
    'condition',
    /^what would (make|get|convince|persuade|it take (for|to)|need to (happen|change))\b|^what would it take\b|^under what conditions?\b|^when would you (switch|change|pay|buy)\b/,
  ],
  [
    'amount',
    /^(how much|what (price|amount|would you (be willing to )?pay|would you spend|do you (spend|pay))|what's the most you'd pay|at what price)\b/,
  ],
  ['frequency', /^how (often|regularly|many times)\b|^when do you usually\b/],
  [
    'name',
    /^(which|what) (brands?|kinds?|types?|sorts?|makes?|models?|shops?|stores?|supermarkets?|apps?|one|flavou?rs?|products?)\b|^which\b/,
  ],
  ['reason', /^why\b|^what (keeps|makes) you\b|^how come\b|^what'?s the reason\b/],
  [
    'yes-no',
    /^(would|do|did|does|have|has|had|are|is|was|were|will|can|could|should|shall)(( you| it| this| that| they| there| the| your| its| a| an)\b| [$€£]?\d)/,
  ],
  [
    'dislike',
    /^what (do(n't| not)? you (dislike|not like|hate)|don't you like|(annoys|bothers|worries|frustrates|irritates) you)\b|^what('s| is) (wrong|the worst|your biggest (worry|concern|gripe))\b|^what do you not like\b/,
  ],
  [
    'like',
    /^what do you (like|love|enjoy)\b|^what('s| is) (the best|your favou?rite|good)\b|^what appeals\b/,
  ],
  [
    'description',
    /^(tell me|describe|walk me through|talk me through|explain|paint|what('s| is| does) (a |your )?(typical|normal|usual))\b/,
  ],
];

/** The text of the question as the form is read: lower case, plain quotes, lead-in words dropped. */
const formText = (question: string): string =>
  question
    .trim()
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(LEAD_IN, '');

export function answerFormOf(question: string): AnswerForm {
  const text = formText(question);
  return FORM_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'open';
}

/** Whether the question also asks why ("Would you buy it? Why or why not?"): the lead is followed by a reason. */
export const asksWhy = (question: string): boolean => /\bwhy\b/i.test(question);

/** The two things a comparison question sets against each other, as written ('it', 'Starbucks'). */
export function comparedItems(question: string): [string, string] | undefined {
  const text = question
    .trim()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[?.!]+$/, '');
  const patterns = [
    /compare[sd]?\s+(.+?)\s+(?:and|with|to|against)\s+(.+)$/i,
    /(?:how does|how do)\s+(.+?)\s+compare\s+(?:to|with|against)\s+(.+)$/i,
    /(?:prefer|choose|pick|rather have|rather)\s*[,:]?\s+(.+?)\s+or\s+(.+)$/i,
    /(.+?)\s+(?:versus|vs\.?)\s+(.+)$/i,
    /[,:]\s*(.+?)\s+or\s+(.+)$/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return [clean(match[1]!), clean(match[2]!)];
  }
  return undefined;
}

const clean = (item: string): string =>
  item
    .replace(/^(the|a|an|your|my)\s+/i, '')
    .replace(/\s+(for you|to you|instead)$/i, '')
    .trim();

/** An item of a comparison that means the interview's topic. */
export const isTopicReference = (item: string): boolean =>
  /^(it|this|that|this one|that one|this (product|idea|concept|offer|service)|the (product|idea|concept|offer|service))$/i.test(
    item.trim(),
  );

/** A price the question names that is not the topic's own ("pay $4.50 for it instead of $3.49"). */
export function askedPrice(question: string, stated: PriceMention | undefined): PriceMention | undefined {
  const prices = findPrices(question).filter((price) => !price.notAPrice && price.amount > 0);
  return prices.find((price) => !stated || Math.abs(price.amount - stated.amount) > 0.005) ?? prices[0];
}
