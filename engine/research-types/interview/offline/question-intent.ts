/** What an interview question asks; decides which part of the twin's profile and stance answers it. */
export const INTERVIEW_INTENTS = [
  'recommend',
  'where-to-buy',
  'experience',
  'alternatives',
  'price',
  'purchase',
  'who-for',
  'brand',
  'change',
  'dislikes',
  'choice',
  'likes',
  'household',
  'work',
  'values',
  'pastime',
  'habits',
  'opinion',
  'about-me',
  'open',
] as const;
export type InterviewIntent = (typeof INTERVIEW_INTENTS)[number];

// In priority order: "Where would you buy it?" is about where, not whether; "What don't you like" is a dislike;
// "Which phone do you use?" is a choice before it is a habit.
const INTENT_PATTERNS: Array<[InterviewIntent, RegExp]> = [
  ['recommend', /\b(recommend|tell (a |your )?friends?|suggest it|pass it on|word of mouth)\b/],
  [
    'where-to-buy',
    /\bwhere\b.*\b(buy|get|purchase|shop|find|order)\b|\b(in[- ]store|which (shop|store|website|app) would)\b/,
  ],
  [
    'experience',
    /\b(have you (ever )?(tried|used|bought|had|owned|heard of|come across|seen)|did you ever|ever (tried|used|bought)|your (last|first) (time|experience))\b/,
  ],
  [
    'alternatives',
    /\b(instead|alternatives?|compared? (to|with)|competitors?|versus|vs\.?|other (brands|options|products)|rather than)\b/,
  ],
  [
    'price',
    /\b(prices?|costs?|expensive|cheap|afford|pay|paying|worth|budget|money|fees?|how much|too much|spend|spending)\b|[$€£]\s?\d|\d\s?(?:dollars|euros|pounds)\b/,
  ],
  [
    'purchase',
    /\b(buy|purchase|order|sign up|subscribe|try it|get one|switch to|would you use|would you get)\b/,
  ],
  [
    'who-for',
    /\bwho (is it|is this|would it be|do you think it'?s?|would (use|buy|want|need))\b|\bwho (you think )?(it|this)('s| is) (for|aimed at)\b|\btarget(ed)?\b/,
  ],
  [
    'brand',
    /\b(brands?|company|companies|reputation|trust|logo|perceive|perception|impression of the name|heard of)\b/,
  ],
  ['change', /\b(change|improve|different|better|add|missing|convince|wish)\b/],
  [
    'dislikes',
    /\b(dislike|concerns?|worr(y|ied|ies)|downsides?|problems?|hate|put you off|negative|wrong|cancel(?:l?ing|l?ed)?|unsubscribe|stop (using|buying)|give (it|them) up|(don't|do not|didn't|not) (you )?like|annoy\w*|frustrat\w*|bother\w*|irritat\w*|gripes?|complain\w*|drives? you mad)\b/,
  ],
  [
    'choice',
    /\b(which|what (kind|type|sort|brand|make|model) of|how do you (choose|decide|pick)|what do you (use|have|drive|own|go for)|do you (use|have|own))\b/,
  ],
  ['likes', /\b((?<!look )like|love|appeals?|favou?rite|best|enjoy|excite[sd]?|positive|prefer)\b/],
  [
    'household',
    /\b(who do you live with|your (family|household|kids|children|partner|home life)|live with|married|at home with)\b/,
  ],
  ['work', /\b(for a living|your (job|work|career|business|colleagues|workplace)|at work|working day)\b/],
  ['values', /\b(matters? (most )?to you|important to you|values?|believe in|care about|principles)\b/],
  ['pastime', /\b(hobb(y|ies)|spare time|free time|for fun|relax|weekends?|evenings? off|day off)\b/],
  [
    'habits',
    /\b(how often|often|how many times|habits?|routine|usually|typical(ly)?|daily|weekly|every (day|week|month)|how do you (do|get|go|shop|manage|handle|keep)|when do you|eat out|go out|shopping|(day|week) look like)\b/,
  ],
  [
    'opinion',
    /\b(what do you (think|make) of|how do you feel|opinion|views? on|your take|first impressions?|thoughts on|what comes to mind|react)\b/,
  ],
  [
    'about-me',
    /\b(yourself|about you|who are you|your (life|background)|introduce|how old|where do you live|live)\b/,
  ],
];

export function classifyInterviewQuestion(question: string): InterviewIntent {
  const text = question.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  return INTENT_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'open';
}

/** The intents a summary names as the conversation's topics. */
export const INTENT_TOPICS: Record<InterviewIntent, string> = {
  recommend: 'Recommendation',
  'where-to-buy': 'Where to buy',
  experience: 'Experience',
  alternatives: 'Alternatives',
  price: 'Price',
  purchase: 'Purchase intent',
  'who-for': 'Target audience',
  brand: 'Brand perception',
  change: 'Improvements',
  dislikes: 'Concerns',
  choice: 'Choices',
  likes: 'Likes',
  household: 'Household',
  work: 'Work',
  values: 'Values',
  pastime: 'Free time',
  habits: 'Habits',
  opinion: 'Opinions',
  'about-me': 'Background',
  open: 'General views',
};
