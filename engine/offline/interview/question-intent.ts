/** What an interview question is about; decides which part of the twin's profile and stance answers it. */
export const INTERVIEW_INTENTS = [
  'where-to-buy',
  'price',
  'purchase',
  'brand',
  'change',
  'dislikes',
  'likes',
  'habits',
  'about-me',
  'open',
] as const;
export type InterviewIntent = (typeof INTERVIEW_INTENTS)[number];

// In priority order: "Where would you buy it?" is about where, not whether; "What don't you like" is a dislike.
const INTENT_PATTERNS: Array<[InterviewIntent, RegExp]> = [
  [
    'where-to-buy',
    /\bwhere\b.*\b(buy|get|purchase|shop|find|order)\b|\b(online|in[- ]store|supermarket|which (shop|store|website|app))\b/,
  ],
  [
    'price',
    /\b(prices?|costs?|expensive|cheap|afford|pay|paying|worth|budget|money|fees?|how much|too much|spend)\b/,
  ],
  ['purchase', /\b(buy|purchase|order|sign up|subscribe|try it|get one|switch to|would you use)\b/],
  [
    'brand',
    /\b(brands?|company|companies|reputation|trust|logo|perceive|perception|impression of the name)\b/,
  ],
  ['change', /\b(change|improve|different|better|add|missing|convince|wish)\b/],
  [
    'dislikes',
    /\b(dislike|concerns?|worr(y|ied|ies)|downsides?|problems?|hate|put you off|negative|wrong|(don't|do not|didn't|not) (you )?like|annoy|frustrat\w*)\b/,
  ],
  ['likes', /\b(like|love|appeals?|favou?rite|best|enjoy|excite[sd]?|positive|prefer)\b/],
  [
    'habits',
    /\b(how often|often|habits?|routine|usually|typical(ly)?|weekends?|spare time|free time|eat out|go out|coffee|restaurants?|bars?|takeaways?|shopping|daily|day look like)\b/,
  ],
  [
    'about-me',
    /\b(yourself|about you|who are you|your (life|job|work|family|household|background)|for a living|introduce|how old|live)\b/,
  ],
];

export function classifyInterviewQuestion(question: string): InterviewIntent {
  const text = question.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  return INTENT_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'open';
}

/** The intents a summary names as the conversation's topics. */
export const INTENT_TOPICS: Record<InterviewIntent, string> = {
  'where-to-buy': 'Where to buy',
  price: 'Price',
  purchase: 'Purchase intent',
  brand: 'Brand perception',
  change: 'Improvements',
  dislikes: 'Concerns',
  likes: 'Likes',
  habits: 'Habits',
  'about-me': 'Background',
  open: 'General views',
};
