/** Small English helpers shared by everything the offline engine writes. */

// 'an' before a vowel sound, which includes numbers read 'eight…', 'eleven' and 'eighteen' (an 80-year-old);
// phrases that already start with a determiner ('someone in…', 'my …') stay as they are.
export const article = (noun: string): string => {
  if (/^(someone|somebody|a|an|the|my|our)\b/i.test(noun)) return noun;
  return /^([aeiou]|(8\d?|11|18)(?!\d))/i.test(noun) ? `an ${noun}` : `a ${noun}`;
};

/** Lower-cases a leading capital unless the word is an acronym or a name in capitals ('CEO'). */
export const lowerFirst = (text: string): string =>
  /^([A-Z][a-z]|A\s)/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

export const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Things counted by the amount, never one of them: 'car insurance', 'home internet', not 'a car insurance'. */
const MASS_NOUNS =
  /(?:^|\s)(?:bread|milk|coffee|tea|water|rice|pasta|cheese|meat|fruit|juice|flour|sugar|butter|shampoo|software|insurance|electricity|gas|fuel|petrol|food|wine|beer|chocolate|honey|soap|detergent|internet|broadband|childcare|cleaning|hosting|advice|preparation|care|storage|parking|tuition|therapy|coverage)$/i;

/** A thing named as people say it of any one of them: 'a credit card', 'eggs', 'car insurance'. */
export const countable = (label: string): string =>
  /s$/.test(label) || MASS_NOUNS.test(label) ? label : article(label);
