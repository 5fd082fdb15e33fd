// The ground floor of the offline engine: the currencies, billing periods, units of size and number words that the
// knowledge, the readers and the model all read. It imports nothing of the engine.

/** Euros per unit of each currency the engine reads prices in (rounded reference rates of 2024–25; estimates). */
export const EUR_PER_UNIT = { EUR: 1, USD: 0.92, GBP: 1.17, CHF: 1.05 } as const;
export type Currency = keyof typeof EUR_PER_UNIT;

/** Units of weight and volume a pack size is stated in. */
export type SizeUnit = 'oz' | 'fl oz' | 'lb' | 'g' | 'kg' | 'ml' | 'cl' | 'l' | 'gal' | 'qt' | 'pt';

export const GRAMS_PER_UNIT: Partial<Record<SizeUnit, number>> = { oz: 28.3495, lb: 453.592, g: 1, kg: 1000 };
export const MILLILITRES_PER_UNIT: Partial<Record<SizeUnit, number>> = {
  oz: 29.5735,
  'fl oz': 29.5735,
  ml: 1,
  cl: 10,
  l: 1000,
  gal: 3785.41,
  qt: 946.353,
  pt: 473.176,
};

export type BillingPeriod = 'one-off' | 'day' | 'week' | 'month' | 'year';

/** Days in each unit of time: a night is a day's stay, a month 30.4 days. */
export const DAYS_PER_TIME_UNIT: Readonly<Record<string, number>> = {
  minute: 1 / 1440,
  hour: 1 / 24,
  day: 1,
  night: 1,
  week: 7,
  month: 30.4,
  year: 365,
};

/** Numbers written as words, as concepts and offers state counts and durations ('two nights', 'forty-five minutes'). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  hundred: 100,
};

/** The number words as a regular-expression alternation, longest first, so 'forty-five' is not read as 'forty'. */
export const numberWordsPattern = (words: readonly string[] = Object.keys(NUMBER_WORDS)): string =>
  [...words].sort((a, b) => b.length - a.length).join('|');
