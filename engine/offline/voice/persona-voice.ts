import type { Persona } from '@contracts/personas';
import { centreBigFive } from '../model/persona-features';
import { seededRandom, type SeededRandom } from '../seeded-random';
import { escapeRegExp } from '../text-analysis';
import { lifeOf, type TwinLife } from './twin-life';
import {
  CERTAINTY,
  LOCAL_MONEY,
  QUESTIONS,
  REASONS_SPOKEN,
  REGISTER_WORDS,
  TALKATIVENESS,
  WARMTH,
} from './voice-coefficients';

export type Dialect = 'UK' | 'US' | 'MT' | 'NL';
export type Talkativeness = 'brief' | 'average' | 'chatty';
export type Certainty = 'hedging' | 'plain' | 'sure';
export type Warmth = 'warm' | 'neutral' | 'blunt';
export type Register = 'plain' | 'everyday' | 'educated';

/** The words a regional English reaches for; every list is a bank to pick from. */
export interface DialectWords {
  spelling: 'british' | 'american';
  /** Dutch speakers of English contract far less ('I do not', 'it is'). */
  contracts: boolean;
  openers: string[];
  pricey: string[];
  good: string[];
  notMyThing: string[];
  frankly: string[];
  holiday: string;
  shop: string;
  treat: string;
  supermarkets: string[];
  /** Everyday things twins price a product against, in euros. */
  everyday: Array<{ thing: string; eur: number }>;
}

export const DIALECT_WORDS: Record<Dialect, DialectWords> = {
  UK: {
    spelling: 'british',
    contracts: true,
    openers: ['Right,', 'Well,', 'Honestly,', 'Hmm,', 'OK, so'],
    pricey: ['a bit pricey', 'steep', 'a lot of money', 'on the dear side'],
    good: ['brilliant', 'lovely', 'decent', 'handy'],
    notMyThing: ['not my cup of tea', 'not really me', 'not for me'],
    frankly: ['To be honest,', 'Frankly,', "I'll be straight:"],
    holiday: 'holiday',
    shop: 'shop',
    treat: 'a takeaway',
    supermarkets: ['Tesco', "Sainsbury's", 'Aldi', 'Asda'],
    everyday: [
      { thing: 'pints down the pub', eur: 6 },
      { thing: 'weekly shops', eur: 90 },
      { thing: 'tanks of petrol', eur: 80 },
    ],
  },
  US: {
    spelling: 'american',
    contracts: true,
    openers: ['So,', 'OK,', 'Honestly,', 'Well,', 'Alright,'],
    pricey: ['pretty pricey', 'a lot of money', 'steep', 'a stretch'],
    good: ['awesome', 'great', 'solid', 'super handy'],
    notMyThing: ['not my thing', 'not really for me', 'not for me'],
    frankly: ['Not gonna lie,', 'Honestly,', "I'll be real:"],
    holiday: 'vacation',
    shop: 'store',
    treat: 'takeout',
    supermarkets: ['Walmart', 'Kroger', 'Costco', 'Target'],
    everyday: [
      { thing: 'tanks of gas', eur: 55 },
      { thing: 'grocery runs', eur: 110 },
      { thing: 'dinners out', eur: 60 },
    ],
  },
  MT: {
    spelling: 'british',
    contracts: true,
    openers: ['Mela,', 'Look,', 'Listen,', 'Insomma,', 'Well,'],
    pricey: ['expensive', 'too much', 'a lot of money', 'a bit much'],
    good: ['nice', 'good', 'useful', 'practical'],
    notMyThing: ['not for me', 'not my kind of thing', 'not something I need'],
    frankly: ['I tell you,', 'Honestly,', "I'll be honest with you,"],
    holiday: 'holiday',
    shop: 'shop',
    treat: 'a takeaway',
    supermarkets: ['Lidl', 'Pavi', 'Greens', 'the corner shop'],
    everyday: [
      { thing: 'pastizzi', eur: 0.7 },
      { thing: 'weekly shops', eur: 70 },
      { thing: 'ferry trips to Gozo', eur: 5 },
    ],
  },
  NL: {
    spelling: 'british',
    contracts: false,
    openers: ['Well,', 'So,', 'Honestly,', 'Okay,', 'Look,'],
    pricey: ['quite expensive', 'a lot of money', 'too expensive', 'rather much'],
    good: ['nice', 'handy', 'practical', 'fine'],
    notMyThing: ['not something for me', 'not my thing', 'not for me'],
    frankly: ['To be direct,', 'Honestly,', 'I will just say it:'],
    holiday: 'holiday',
    shop: 'shop',
    treat: 'takeaway',
    supermarkets: ['Albert Heijn', 'Jumbo', 'Lidl', 'the market'],
    everyday: [
      { thing: 'bike repairs', eur: 40 },
      { thing: 'weekly shops', eur: 85 },
      { thing: 'train tickets to Amsterdam', eur: 15 },
    ],
  },
};

export interface PersonaVoice {
  persona: Persona;
  dialect: Dialect;
  words: DialectWords;
  talkativeness: Talkativeness;
  certainty: Certainty;
  warmth: Warmth;
  register: Register;
  /** Reasons named each way. */
  reasonCount: number;
  /** Questions the twin would put to the seller. */
  questionCount: number;
  life: TwinLife;
}

const dialectOf = (countryCode: string): Dialect => {
  const code = countryCode.toUpperCase();
  if (code === 'GB') return 'UK';
  return code === 'US' || code === 'MT' || code === 'NL' ? code : 'UK';
};

function registerOf(persona: Persona): Register {
  const said = ` ${persona.education} ${persona.occupation} `.toLowerCase();
  if (REGISTER_WORDS.educated.some((word) => said.includes(word))) return 'educated';
  return REGISTER_WORDS.plain.some((word) => said.includes(word)) ? 'plain' : 'everyday';
}

/** The twin's voice, derived only from its profile: the same twin always sounds the same. */
export function voiceOf(persona: Persona): PersonaVoice {
  const traits = centreBigFive(persona.big_five);
  const talk =
    TALKATIVENESS.extraversion * traits.extraversion +
    TALKATIVENESS.conscientiousness * traits.conscientiousness;
  const talkativeness: Talkativeness =
    talk >= TALKATIVENESS.chattyFrom ? 'chatty' : talk < TALKATIVENESS.briefBelow ? 'brief' : 'average';
  const sure = -CERTAINTY.neuroticism * traits.neuroticism - CERTAINTY.openness * traits.openness;
  const asks =
    QUESTIONS.conscientiousness * traits.conscientiousness + QUESTIONS.neuroticism * traits.neuroticism;
  const dialect = dialectOf(persona.country_code);
  return {
    persona,
    dialect,
    words: DIALECT_WORDS[dialect],
    talkativeness,
    certainty: sure >= CERTAINTY.sureFrom ? 'sure' : sure < CERTAINTY.hedgingBelow ? 'hedging' : 'plain',
    warmth:
      traits.agreeableness >= WARMTH.warmFrom
        ? 'warm'
        : traits.agreeableness < WARMTH.bluntBelow
          ? 'blunt'
          : 'neutral',
    register: registerOf(persona),
    reasonCount: REASONS_SPOKEN[talkativeness],
    questionCount: asks >= QUESTIONS.askTwiceFrom ? 2 : asks >= QUESTIONS.askFrom ? 1 : 0,
    life: lifeOf(persona, dialect),
  };
}

/** A deterministic choice source for one part of one reply: the same twin, context and part always choose alike. */
export function voiceRandom(voice: PersonaVoice, ...scope: string[]): SeededRandom {
  return seededRandom(['persona-voice', voice.persona.id, ...scope].join('\u0000'));
}

/** An amount in euros, in the twin's own currency and rounded the way people say amounts. */
export function money(voice: PersonaVoice, amountEur: number): string {
  const local = LOCAL_MONEY[voice.persona.country_code.toUpperCase()] ?? { symbol: '€', perEur: 1 };
  const amount = amountEur * local.perEur;
  const step = amount >= 1000 ? 100 : amount >= 100 ? 10 : amount >= 20 ? 5 : 1;
  const rounded = Math.max(step, Math.round(amount / step) * step);
  return `${local.symbol}${rounded.toLocaleString('en-GB')}`;
}

const AMERICAN_SPELLINGS: Array<[british: RegExp, american: string]> = [
  [/\bcolour/g, 'color'],
  [/\bfavourite/g, 'favorite'],
  [/\b(organ|real|recogn|apolog|priorit)is(e|ed|es|ing)\b/g, '$1iz$2'],
  [/\bcentre/g, 'center'],
  [/\bneighbour/g, 'neighbor'],
  [/\btravell(ed|ing)\b/g, 'travel$1'],
  [/\bprogramme/g, 'program'],
  [/\bmum\b/g, 'mom'],
  [/\bMum\b/g, 'Mom'],
];

const CONTRACTIONS: Array<[contracted: RegExp, full: string]> = [
  [/\bI'm\b/g, 'I am'],
  [/\bI'd\b/g, 'I would'],
  [/\bI've\b/g, 'I have'],
  [/\bI'll\b/g, 'I will'],
  [/\b([Ii])t's\b/g, '$1t is'],
  [/\b([Tt])hat's\b/g, '$1hat is'],
  [/\b([Ww])ouldn't\b/g, '$1ould not'],
  [/\b([Dd])on't\b/g, '$1o not'],
  [/\b([Dd])oesn't\b/g, '$1oes not'],
  [/\b([Ii])sn't\b/g, '$1s not'],
  [/\b([Cc])an't\b/g, '$1annot'],
  [/\b([Tt])here's\b/g, '$1here is'],
  [/\b([Hh])ere's\b/g, '$1ere is'],
  [/\b([Ww])hat's\b/g, '$1hat is'],
  [/\b([Hh])aven't\b/g, '$1ave not'],
  [/\b([Ww])on't\b/g, '$1ill not'],
  [/\b([Tt])hey're\b/g, '$1hey are'],
];

/**
 * Puts a sentence into the twin's regional English: American spelling for US twins, fewer contractions for
 * Dutch ones. Words quoted from the concept (`keep`) stay exactly as the concept wrote them.
 */
export function localise(voice: PersonaVoice, sentence: string, keep: readonly string[] = []): string {
  const { words } = voice;
  if (words.spelling === 'british' && words.contracts) return sentence;
  const parts = splitKeeping(sentence, keep);
  return parts
    .map(([text, kept]) => {
      if (kept) return text;
      let out = text;
      if (words.spelling === 'american')
        for (const [from, to] of AMERICAN_SPELLINGS) out = out.replace(from, to);
      if (!words.contracts) for (const [from, to] of CONTRACTIONS) out = out.replace(from, to);
      return out;
    })
    .join('');
}

function splitKeeping(text: string, keep: readonly string[]): Array<[text: string, kept: boolean]> {
  const phrases = keep.filter((phrase) => phrase.length > 0 && text.includes(phrase));
  if (phrases.length === 0) return [[text, false]];
  const pattern = new RegExp(`(${phrases.map(escapeRegExp).join('|')})`);
  return text.split(pattern).map((part, i): [string, boolean] => [part, i % 2 === 1]);
}

/** Describes the voice for a language model, so LLM twins talk the way offline ones do. */
export function describeVoice(voice: PersonaVoice): string {
  const { life } = voice;
  const length = {
    brief: 'Keep it short: two to four plain sentences.',
    average: 'Use four to six sentences.',
    chatty: 'You are talkative: six to eight sentences, with asides.',
  }[voice.talkativeness];
  const certainty = {
    hedging: 'You hedge and qualify ("I suppose", "I think").',
    plain: 'You speak plainly.',
    sure: 'You sound sure of yourself and do not hedge.',
  }[voice.certainty];
  const warmth = {
    warm: 'You are kind even when critical.',
    neutral: 'You are matter-of-fact.',
    blunt: 'You are blunt and say what you dislike directly.',
  }[voice.warmth];
  const register = {
    plain: 'Use everyday, simple words.',
    everyday: 'Use ordinary conversational vocabulary.',
    educated: 'You may use precise, more educated vocabulary.',
  }[voice.register];
  const dialect = {
    UK: 'Write British English (British spelling, pounds, idioms such as "a bit pricey").',
    US: 'Write American English (American spelling, dollars, idioms such as "pretty pricey").',
    MT: 'Write the English of a Maltese speaker (British spelling, euro, the odd Maltese discourse word such as "mela").',
    NL: 'Write the English of a Dutch speaker (direct, few contractions, euros).',
  }[voice.dialect];
  return [
    length,
    certainty,
    warmth,
    register,
    dialect,
    `Compare the product with things from your own life (${life.facts.join('; ')}), say when and where you would use it and who at home it would touch.`,
    voice.questionCount > 0 ? 'Ask the seller the question you would need answered before buying.' : '',
    'Do not open with a stock phrase; start with what you notice first.',
  ]
    .filter(Boolean)
    .join(' ');
}
