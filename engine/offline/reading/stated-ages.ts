/** A buyer is at least this old: younger ages are the child's a product is for ('a car seat for ages 1-4'). */
const YOUNGEST_BUYER = 16;
const AGE = String.raw`(\d{2})`;
/** Not a length of time: 'aged 18-24 months' is a cheese, 'for 50+ years' a bakery's history ('30-year-olds' stay ages). */
const NOT_TIME = String.raw`(?!\s*(?:months?|weeks?|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?)\b|\s*(?:years?|yrs?)\b(?![- ]olds?))`;
/** 'Over 60s' names people as 'the over 60s', 'for over 60s' or hyphenated: 'boils in under 60s' is seconds. */
const PEOPLE = (word: string) => String.raw`(?:\b(?:the|for) ${word} |\b${word}-)`;

/** Ages a concept says its buyers are, in the ways marketers say them. */
const STATED_AGES: Array<{
  pattern: RegExp;
  ages: (a: number, b: number) => { min?: number; max?: number };
}> = [
  {
    pattern: new RegExp(String.raw`\bages?d? ${AGE} ?(?:-|–|to) ?${AGE}\b${NOT_TIME}`, 'i'),
    ages: (a, b) => ({ min: a, max: b }),
  },
  {
    pattern: new RegExp(String.raw`\b${AGE} ?(?:-|–|to) ?${AGE}[- ]year[- ]olds?\b`, 'i'),
    ages: (a, b) => ({ min: a, max: b }),
  },
  { pattern: new RegExp(String.raw`${PEOPLE('over')}${AGE}s\b`, 'i'), ages: (a) => ({ min: a }) },
  { pattern: new RegExp(String.raw`${PEOPLE('under')}${AGE}s\b`, 'i'), ages: (a) => ({ max: a - 1 }) },
  {
    pattern: new RegExp(
      String.raw`\bages?d? ${AGE} ?(?:\+|and (?:over|above|older)|or (?:over|older))${NOT_TIME}`,
      'i',
    ),
    ages: (a) => ({ min: a }),
  },
  {
    pattern: new RegExp(String.raw`\b(?:for|adults|people|men|women) (?:the )?${AGE} ?\+${NOT_TIME}`, 'i'),
    ages: (a) => ({ min: a }),
  },
  {
    pattern: new RegExp(String.raw`\b${AGE} ?\+ (?:adults|men|women|travell?ers|customers|members)\b`, 'i'),
    ages: (a) => ({ min: a }),
  },
];

/** The buyers' ages a concept states, or undefined: 'for the over-50s', 'aged 18-30', '60+ travellers'. */
export function readStatedAges(conceptText: string): { min?: number; max?: number } | undefined {
  for (const { pattern, ages } of STATED_AGES) {
    const match = pattern.exec(conceptText);
    if (!match) continue;
    const stated = ages(Number(match[1]), Number(match[2]));
    if ((stated.min ?? YOUNGEST_BUYER) >= YOUNGEST_BUYER && (stated.max ?? YOUNGEST_BUYER) >= YOUNGEST_BUYER)
      return stated;
  }
  return undefined;
}
