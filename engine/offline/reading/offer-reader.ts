/**
 * Reads the structure of an offer from a concept: what kind of place it is for, how far away, how long it is
 * valid, who the buyer is with, when, in what weather, where they are heading, and the price range. Every
 * cue needs its context ('15 minutes away', not any 'minutes'; 'valid for 2 hours', not any 'hours'), so
 * stray words do not fire. Works on the canonical lower-case text, so spacing and capitals change nothing.
 */
import { AMOUNT, parseAmount } from './price-parser';
import { NUMBER_WORDS, numberWordsPattern } from '../units';

export const VENUE_KINDS = [
  'coffee-house',
  'bar',
  'takeaway',
  'restaurant-budget',
  'restaurant-mid',
] as const;
export type VenueKind = (typeof VENUE_KINDS)[number];

export const VENUE_LABELS: Record<VenueKind, string> = {
  'coffee-house': 'coffee house',
  bar: 'bar',
  takeaway: 'take-away',
  'restaurant-budget': 'inexpensive restaurant',
  'restaurant-mid': 'mid-priced restaurant',
};

export type Companions = 'alone' | 'friends' | 'partner' | 'kids';
export type Weather = 'sunny' | 'rainy' | 'snowy';
export type Trip = 'no-urgent-place' | 'home' | 'work';
export type Direction = 'same' | 'opposite';

/** A fact read from the concept, with the words it was read from. */
export interface Cue<T> {
  value: T;
  text: string;
}

export interface OfferReading {
  venue: Cue<VenueKind> | undefined;
  /** Price range per visit or item, in the concept's currency; a single price has low = high. */
  priceRange: Cue<{ low: number; high: number }> | undefined;
  discountPercent: Cue<number> | undefined;
  travelMinutes: Cue<number> | undefined;
  expiryHours: Cue<number> | undefined;
  companions: Cue<Companions> | undefined;
  /** Hour of the day, 0..23. */
  hour: Cue<number> | undefined;
  weather: Cue<Weather> | undefined;
  temperatureC: Cue<number> | undefined;
  trip: Cue<Trip> | undefined;
  direction: Cue<Direction> | undefined;
}

/** One whitespace, no leading or trailing space, compatibility forms folded ('ﬁ' → 'fi', NBSP → space). */
export function canonicalText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

const NUM = String.raw`(\d+(?:\.\d+)?|${numberWordsPattern()})`;
const toNumber = (raw: string): number => NUMBER_WORDS[raw] ?? Number(raw);

function firstMatch<T>(
  text: string,
  rules: Array<[RegExp, (match: RegExpExecArray) => T | undefined]>,
): Cue<T> | undefined {
  let best: { index: number; cue: Cue<T> } | undefined;
  for (const [pattern, read] of rules) {
    const match = pattern.exec(text);
    if (!match) continue;
    const value = read(match);
    if (value === undefined) continue;
    if (!best || match.index < best.index)
      best = { index: match.index, cue: { value, text: match[0].trim() } };
  }
  return best?.cue;
}

// 'protein bar', 'bar chart' and the like are products or things, not places to go.
const NOT_A_VENUE_BAR = String.raw`(?<!protein |chocolate |candy |snack |granola |energy |cereal |soap |nut |fruit |sound |tool |progress |navigation |status |search |menu |side |salad |keto |breakfast |diet |meal |oat |power |nutrition |fitness |fibre |fiber |ice cream |grab |pull-up |towel |bike |roll |bar-)`;
const VENUE_RULES: Array<[RegExp, (m: RegExpExecArray) => VenueKind | undefined]> = [
  [/\b(coffee ?houses?|coffee shops?|coffee bars?|caf[eé]s?|espresso bars?)(?![a-z])/, () => 'coffee-house'],
  [
    new RegExp(
      String.raw`${NOT_A_VENUE_BAR}\b(bars?|pubs?|taverns?|brew ?pubs?|cocktail lounges?|wine bars?|taprooms?)\b(?! (chart|graph|code|stool|soap))`,
    ),
    () => 'bar',
  ],
  [
    /\b(take-? ?aways?|carry-? ?outs?|take-? ?outs?|to-go food|food to go|drive-? ?thru|drive-? ?through)\b/,
    () => 'takeaway',
  ],
  [
    /\b(restaurants?|bistros?|diners?|eater(?:y|ies)|trattorias?|brasseries?|steakhouses?|fine dining)\b/,
    () => 'restaurant-budget',
  ],
];

const MONEY = String.raw`(?:[$€£]\s?|us\$\s?)(${AMOUNT})(?:\s?(?:dollars|euros|pounds|usd|eur|gbp))?|(${AMOUNT})\s?(?:dollars|euros|pounds|usd|eur|gbp|bucks|quid)\b`;
const moneyValue = (m: RegExpExecArray, first: number): number => parseAmount(m[first] ?? m[first + 1] ?? '');

function readPriceRange(text: string): Cue<{ low: number; high: number }> | undefined {
  return firstMatch(text, [
    [
      new RegExp(String.raw`(?:${MONEY})\s?(?:to|-|–|and)\s?(?:${MONEY})`),
      (m) => ({ low: moneyValue(m, 1), high: moneyValue(m, 3) }),
    ],
    [
      new RegExp(String.raw`\b(?:under|less than|below|up to|no more than|at most|within)\s(?:${MONEY})`),
      (m) => ({ low: 0, high: moneyValue(m, 1) }),
    ],
    [
      new RegExp(String.raw`\b(?:over|more than|above|from|at least|starting at)\s(?:${MONEY})`),
      (m) => ({ low: moneyValue(m, 1), high: moneyValue(m, 1) * 1.5 }),
    ],
    [new RegExp(MONEY), (m) => ({ low: moneyValue(m, 1), high: moneyValue(m, 1) })],
  ]);
}

/** Restaurants are split by what a meal costs: below 20 in the local currency is inexpensive. */
const MID_PRICED_FROM = 20;
const MID_PRICED_WORDS = /\b(fine dining|upscale|gourmet|michelin|steakhouses?|tasting menu)\b/;

function readVenue(text: string, price: OfferReading['priceRange']): OfferReading['venue'] {
  const venue = firstMatch(text, VENUE_RULES);
  if (!venue || venue.value !== 'restaurant-budget') return venue;
  const midPrice =
    price &&
    (price.value.low >= MID_PRICED_FROM || (price.value.low + price.value.high) / 2 > MID_PRICED_FROM);
  return midPrice || MID_PRICED_WORDS.test(text) ? { ...venue, value: 'restaurant-mid' } : venue;
}

const DISTANCE_UNIT_MINUTES: Record<string, number> = { km: 1.5, kilometre: 1.5, kilometer: 1.5, mile: 2.4 };

function readTravelMinutes(text: string): OfferReading['travelMinutes'] {
  return firstMatch(text, [
    [
      new RegExp(
        String.raw`\b${NUM}[ -]?(?:min|mins|minutes?)(?:'s)?(?: (?:drive|walk|ride|cycle|bike ride|journey|detour|trip))? (?:away|from (?:here|you|your)|off (?:your|the) route|drive|walk|ride|detour)\b`,
      ),
      (m) => toNumber(m[1]!),
    ],
    [
      new RegExp(String.raw`\b${NUM}[ -](?:min|minute)s? (?:drive|walk|ride|detour|journey|trip)\b`),
      (m) => toNumber(m[1]!),
    ],
    [
      new RegExp(String.raw`\bwithin ${NUM} (?:min|mins|minutes) (?:of|from|away|drive|walk)\b`),
      (m) => toNumber(m[1]!),
    ],
    [/\b(?:right )?(?:around|round) the corner\b|\bnext door\b|\bright (?:here|nearby)\b/, () => 2],
    [
      new RegExp(
        String.raw`\b${NUM} ?(km|kilometres?|kilometers?|miles?) (?:away|from (?:here|you)|detour|off)\b`,
      ),
      (m) =>
        toNumber(m[1]!) *
        (DISTANCE_UNIT_MINUTES[m[2]!.replace(/s$/, '').replace('res', 're').replace('ers', 'er')] ?? 1.5),
    ],
  ]);
}

const HOURS_PER: Record<string, number> = {
  minute: 1 / 60,
  min: 1 / 60,
  hour: 1,
  hr: 1,
  h: 1,
  day: 24,
  d: 24,
  week: 168,
  month: 720,
};
const unitHours = (unit: string): number => HOURS_PER[unit.replace(/s$/, '')] ?? 1;

function readExpiryHours(text: string): OfferReading['expiryHours'] {
  return firstMatch(text, [
    [
      new RegExp(
        String.raw`\b(?:valid|good|available|redeemable|usable|lasts?|runs?|open) (?:for|within)(?: the next)? ${NUM} (minutes?|hours?|hrs?|days?|weeks?|months?)\b`,
      ),
      (m) => toNumber(m[1]!) * unitHours(m[2]!),
    ],
    [
      new RegExp(
        String.raw`\b(?:expires?|ends?|runs? out) (?:in|within|after) ${NUM} (minutes?|hours?|hrs?|days?|weeks?|months?)\b`,
      ),
      (m) => toNumber(m[1]!) * unitHours(m[2]!),
    ],
    [
      new RegExp(String.raw`\b(?:within|in) the next ${NUM} (minutes?|hours?|days?|weeks?)\b`),
      (m) => toNumber(m[1]!) * unitHours(m[2]!),
    ],
    [
      new RegExp(
        String.raw`\b${NUM}[ -](hour|day|week)s? (?:offer|deal|coupon|voucher|window|only|sale|promotion)\b`,
      ),
      (m) => toNumber(m[1]!) * unitHours(m[2]!),
    ],
    [/\b(?:expires?|valid|ends?) (?:in|for) (\d+)(h|d)\b/, (m) => Number(m[1]) * unitHours(m[2]!)],
    [
      /\b(?:today only|only today|ends tonight|until tonight|valid today|expires (?:today|tonight))\b/,
      () => 12,
    ],
    [/\b(?:this week only|valid this week|until the end of the week)\b/, () => 120],
  ]);
}

function readCompanions(text: string): OfferReading['companions'] {
  const WITH = String.raw`\b(?:with|and|taking|bringing|driving|accompanied by) (?:my|your|his|her|their|the|a|some)?\s?(?:two |three |young |little |teenage |grown-up )?`;
  return firstMatch(text, [
    [
      new RegExp(
        String.raw`${WITH}(?:kids|children|child|son|daughter|sons|daughters|toddler|baby|little ones)\b`,
      ),
      () => 'kids',
    ],
    [
      new RegExp(
        String.raw`${WITH}(?:partner|wife|husband|girlfriend|boyfriend|spouse|fianc[eé]e?|other half)\b`,
      ),
      () => 'partner',
    ],
    [
      new RegExp(String.raw`${WITH}(?:friends?|mates|buddies|pals|colleagues|co-workers|coworkers|group)\b`),
      () => 'friends',
    ],
    [
      /\b(?:alone|by (?:yourself|myself|themselves|himself|herself)|on (?:your|my|their) own|solo|no passengers?)\b/,
      () => 'alone',
    ],
  ]);
}

function readHour(text: string): OfferReading['hour'] {
  return firstMatch(text, [
    [
      /\b(\d{1,2})(?::(\d{2}))? ?(a\.?m\.?|p\.?m\.?)(?![a-z])/,
      (m) => {
        const hour = Number(m[1]) % 12;
        return m[3]!.startsWith('p') ? hour + 12 : hour;
      },
    ],
    [/\b(?:at|around|by) ([01]?\d|2[0-3]):([0-5]\d)\b/, (m) => Number(m[1])],
    [/\b(?:early morning|breakfast time|dawn|sunrise)\b/, () => 7],
    [/\b(?:this morning|in the morning|mid-morning|morning)\b/, () => 10],
    [/\b(?:noon|midday|lunchtime|lunch time)\b/, () => 12],
    [/\b(?:afternoon)\b/, () => 15],
    [/\b(?:evening|dinner time|dinnertime|after work|sunset)\b/, () => 18],
    [/\b(?:late at night|late night|night|midnight|tonight)\b/, () => 22],
  ]);
}

function readWeather(text: string): OfferReading['weather'] {
  return firstMatch(text, [
    [/\b(?:snow|snowing|snowy|snowfall|blizzard|sleet)\b/, () => 'snowy'],
    [/\b(?:rain|raining|rainy|pouring|drizzle|drizzling|downpour|storm|stormy|wet weather)\b/, () => 'rainy'],
    [/\b(?:sunny|sunshine|sun is out|clear skies|clear sky|bright day|warm and clear)\b/, () => 'sunny'],
  ]);
}

function readTemperatureC(text: string): OfferReading['temperatureC'] {
  return firstMatch(text, [
    [/(-?\d{1,3}) ?(?:°|º|degrees?) ?(?:f|fahrenheit)\b/, (m) => Math.round(((Number(m[1]) - 32) * 5) / 9)],
    [/(-?\d{1,3}) ?(?:°|º|degrees?) ?(?:c|celsius|centigrade)\b/, (m) => Number(m[1])],
    [/(-?\d{1,3}) ?°(?![a-z])/, (m) => Number(m[1])],
  ]);
}

function readTrip(text: string): OfferReading['trip'] {
  return firstMatch(text, [
    [
      /\b(?:no urgent (?:place|plans?|destination)|nowhere (?:in particular|urgent|special)|no particular (?:place|destination|plans?)|no plans?|no rush|running errands|free (?:afternoon|day|time)|day off|just cruising)\b/,
      () => 'no-urgent-place',
    ],
    [
      /\b(?:(?:to|towards|for) (?:work|the office|my job|your job)|commut(?:e|ing)|(?:on|for) (?:a|your|my) (?:shift|meeting))\b/,
      () => 'work',
    ],
    [
      /\b(?:(?:going|heading|driving|walking|on (?:the|my|your) way|back) home|homeward|home from)\b/,
      () => 'home',
    ],
  ]);
}

function readDirection(text: string): OfferReading['direction'] {
  return firstMatch(text, [
    [
      /\b(?:opposite direction|other direction|other way|wrong way|detour|out of (?:your|my|the) way|off (?:your|my|the) route|turn back|backtrack)\b/,
      () => 'opposite',
    ],
    [
      /\b(?:same direction|on (?:your|my|the) way|along (?:your|my|the) (?:way|route)|on (?:your|my|the) route|en route|passing by|you pass)\b/,
      () => 'same',
    ],
  ]);
}

function readDiscount(text: string): OfferReading['discountPercent'] {
  return firstMatch(text, [
    [
      /\b(\d{1,2}(?:\.\d)?) ?(?:%|percent|per cent) (?:off|discount|cheaper|less|savings?)\b/,
      (m) => Number(m[1]),
    ],
    [/\b(?:save|saving|discount of) (\d{1,2}) ?(?:%|percent|per cent)/, (m) => Number(m[1])],
    [/\b(?:buy one,? get one(?: free)?|bogo|two for one|2 for 1|2-for-1)\b/, () => 50],
    [/\bhalf[ -]price\b/, () => 50],
  ]);
}

/** Words that make a concept an offer: a coupon, a voucher, a discount, a deal. */
const OFFER_CUE =
  /\b(coupons?|vouchers?|discount(?:s|ed)?|deals?|promo(?:tion)?s?|happy hours?|bogo|buy one,? get one|two for one|2[ -]for[ -]1|half[ -]price|loyalty (?:card|points|rewards?)|(?:special|limited|exclusive|this|an|the|introductory) offers?|\d+ ?(?:%|percent|per cent) off|free (?:drinks?|coffees?|desserts?|meals?|appetizers?|starters?|pints?|beers?|sides?|refills?))\b/;

/** The cues that belong to an offer from a place; a concept that is not one keeps only its price and discount. */
const SITUATION_CUES = [
  'venue',
  'travelMinutes',
  'expiryHours',
  'companions',
  'hour',
  'weather',
  'temperatureC',
  'trip',
  'direction',
] as const;

/**
 * Whether the concept is an offer from a place (a coupon, voucher or discount at a café, bar, take-away or
 * restaurant). Only then do venue habits and the offer's situation (distance, expiry, company, time, weather,
 * trip) mean anything: 'earbuds, great in the evening' or 'classes run for 2 hours' are no coupon.
 */
export function isOfferFromAPlace(conceptText: string, offer: OfferReading): boolean {
  return offer.venue !== undefined && OFFER_CUE.test(canonicalText(conceptText).toLowerCase());
}

/** The offer reading without its place and situation, for a concept that is not an offer from a place. */
export function withoutSituation(offer: OfferReading): OfferReading {
  return { ...offer, ...Object.fromEntries(SITUATION_CUES.map((cue) => [cue, undefined])) };
}

/** Reads the offer structure from a concept (canonical, lower-cased internally). */
export function readOffer(conceptText: string): OfferReading {
  const text = canonicalText(conceptText).toLowerCase();
  const priceRange = readPriceRange(text);
  return {
    venue: readVenue(text, priceRange),
    priceRange,
    discountPercent: readDiscount(text),
    travelMinutes: readTravelMinutes(text),
    expiryHours: readExpiryHours(text),
    companions: readCompanions(text),
    hour: readHour(text),
    weather: readWeather(text),
    temperatureC: readTemperatureC(text),
    trip: readTrip(text),
    direction: readDirection(text),
  };
}
