/**
 * The sex a concept names its buyers by, in the ways shops name them: "women's", "ladies'", "for women", "men's",
 * "for men". Not 'for her' or 'for him', which name whom a gift is for, nor girls' or boys' things, which parents buy.
 */
const NAMED: Array<{ sex: 'female' | 'male'; pattern: RegExp }> = [
  {
    sex: 'female',
    pattern: /\b(?:women'?s|women’s|womens|ladies'?|ladies’|for (?:the )?women)(?![\p{L}])/iu,
  },
  { sex: 'male', pattern: /\b(?:men'?s|men’s|mens|gentlemen'?s|for (?:the )?men)(?![\p{L}])/iu },
];

/** 'female' or 'male' when the concept names one sex as its buyers and not the other, or the product unisex. */
export function readStatedSex(conceptText: string): 'female' | 'male' | undefined {
  if (/\bunisex\b/i.test(conceptText)) return undefined;
  const named = NAMED.filter(({ pattern }) => pattern.test(conceptText)).map(({ sex }) => sex);
  return named.length === 1 ? named[0] : undefined;
}
