import { everyone, type PanelFilter, type PersonaEdit } from './persona-edits';

/** One side of a comparison: a concept as the panel's twins (or the same twins with one attribute changed) see it. */
export interface Side {
  concept: string;
  edit?: PersonaEdit;
}

/**
 * How side A must compare with side B, on the panel's mean expected purchase intent (1-5), its mean
 * top-two-box share (probability of answering 4 or 5) and the spread (standard deviation) of intents across twins.
 */
export type Expectation =
  /** A's mean intent is at least minGain above B's; with maxShareRatio, B's top-two share is at most that share of A's. */
  | { kind: 'higher'; minGain: number; maxShareRatio?: number }
  /** A and B's mean intents differ by at most tolerance. */
  | { kind: 'same'; tolerance: number }
  /** A's intents are spread across the twins by at least minGain more (standard deviation) than B's. */
  | { kind: 'wider'; minGain: number };

export const CATEGORIES = [
  'groceries',
  'household',
  'personal care',
  'OTC health',
  'apparel',
  'beauty',
  'electronics',
  'home',
  'toys and baby',
  'pets',
  'food service',
  'travel',
  'SaaS per seat',
  'subscriptions',
  'local services',
  'financial products',
  'B2B',
  'venue coupons',
  'automotive',
  'sports and fitness',
  'education',
  'entertainment',
  'garden and outdoor',
  'jewellery and watches',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface ConsistencyCheck {
  id: string;
  category: Category;
  /** The direction and its threshold, in words a marketer would read. */
  statement: string;
  a: Side;
  b: Side;
  panel: PanelFilter;
  expect: Expectation;
}

/** The thresholds, on the 1-5 intent scale; set from what a marketer would call a clear effect, not from any engine. */
export const THRESHOLDS = {
  /** Twice the usual price. */
  doubledPrice: 0.2,
  /** Three to four times the usual price. */
  steepPrice: 0.35,
  /** Eight times the usual price or more: intent drops a lot and the top-two share at least halves. */
  absurdPrice: 0.8,
  absurdShareRatio: 0.5,
  /** Half the usual price. */
  halfPrice: 0.1,
  /** A defect or bad quality against a good one, same price. */
  quality: 0.5,
  /** A claim against its negation. */
  negation: 0.3,
  /** The audience a product is made for against the same twins one attribute away. */
  audience: 0.3,
  /** Paraphrase and stray words. */
  paraphrase: 0.15,
  /** Upper and lower case only. */
  letterCase: 0.1,
  /** A habit or cue that has nothing to do with the concept. */
  irrelevantTrait: 0.1,
  /** Nearer, longer-lasting or otherwise better on every count: at least as good. */
  dominated: 0,
  /** Two offers that trade one thing against another where one is plainly the better deal: a clear preference. */
  tradeOff: 0.1,
  /** A polarising concept against a bland staple, standard deviation of intents. */
  polarising: 0.15,
} as const;

const withPrice = (template: string, price: string) => template.replaceAll('{price}', price);
const fmt = (n: number) => String(n);

/** Whom a check asks when not the whole panel: some of its twins, each perhaps with one attribute set. */
export interface Audience {
  panel: PanelFilter;
  edit?: PersonaEdit;
}

const onBoth = (who: Audience | undefined, a: Side, b: Side) => ({
  a: { ...a, edit: who?.edit },
  b: { ...b, edit: who?.edit },
  panel: who?.panel ?? everyone,
});
const among = (who: Audience | undefined) =>
  who ? ` among ${who.panel.label}${who.edit ? ` as ${who.edit.label}` : ''}` : '';

/** Builds a category's checks, numbering their ids in order. */
export function checksFor(category: Category, build: (c: CheckBuilder) => void): ConsistencyCheck[] {
  const checks: ConsistencyCheck[] = [];
  const slug = category.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const add = (check: Omit<ConsistencyCheck, 'id' | 'category' | 'panel'> & { panel?: PanelFilter }) =>
    checks.push({
      id: `${slug}-${String(checks.length + 1).padStart(2, '0')}`,
      category,
      panel: everyone,
      ...check,
    });
  build(new CheckBuilder(add));
  return checks;
}

type Add = (check: Omit<ConsistencyCheck, 'id' | 'category' | 'panel'> & { panel?: PanelFilter }) => void;

/** The kinds of check, each with its threshold and the sentence that states it. */
export class CheckBuilder {
  constructor(private readonly add: Add) {}

  /** Demand falls with price: the same text at its usual price and at a higher one (2x: doubled, 3-4x: steep). */
  pricier(template: string, usual: string, higher: string, minGain: number, who?: Audience) {
    this.add({
      statement: `mean intent${among(who)} at ${higher} is at least ${fmt(minGain)} lower than at ${usual}: "${template}"`,
      ...onBoth(who, { concept: withPrice(template, usual) }, { concept: withPrice(template, higher) }),
      expect: { kind: 'higher', minGain },
    });
  }

  /** Half the usual price is wanted more. */
  cheaper(template: string, usual: string, half: string, who?: Audience) {
    this.add({
      statement: `mean intent${among(who)} at ${half} is at least ${fmt(THRESHOLDS.halfPrice)} higher than at ${usual}: "${template}"`,
      ...onBoth(who, { concept: withPrice(template, half) }, { concept: withPrice(template, usual) }),
      expect: { kind: 'higher', minGain: THRESHOLDS.halfPrice },
    });
  }

  /** An absurd price hurts a lot: intent and the share who would buy. */
  absurd(template: string, usual: string, absurd: string, who?: Audience) {
    this.add({
      statement: `at ${absurd} mean intent${among(who)} is at least ${fmt(THRESHOLDS.absurdPrice)} lower than at ${usual} and the top-two share at most ${fmt(THRESHOLDS.absurdShareRatio)} of it: "${template}"`,
      ...onBoth(who, { concept: withPrice(template, usual) }, { concept: withPrice(template, absurd) }),
      expect: { kind: 'higher', minGain: THRESHOLDS.absurdPrice, maxShareRatio: THRESHOLDS.absurdShareRatio },
    });
  }

  /** A good product against a defective or poor one at the same price. */
  quality(good: string, bad: string, who?: Audience) {
    this.add({
      statement: `the good version's mean intent${among(who)} is at least ${fmt(THRESHOLDS.quality)} above the defective one's`,
      ...onBoth(who, { concept: good }, { concept: bad }),
      expect: { kind: 'higher', minGain: THRESHOLDS.quality },
    });
  }

  /** A claim against its negation ('durable' vs 'not durable'), the better one first. */
  negation(better: string, worse: string, minGain: number = THRESHOLDS.negation, who?: Audience) {
    this.add({
      statement: `the better claim's mean intent${among(who)} is at least ${fmt(minGain)} above its negation's`,
      ...onBoth(who, { concept: better }, { concept: worse }),
      expect: { kind: 'higher', minGain },
    });
  }

  /** The same twins, one attribute changed: the audience the product is made for wants it more. */
  audience(concept: string, target: PersonaEdit, other: PersonaEdit, panel: PanelFilter) {
    this.add({
      statement: `the same ${panel.label} as ${target.label} have mean intent at least ${fmt(THRESHOLDS.audience)} above as ${other.label}`,
      a: { concept, edit: target },
      b: { concept, edit: other },
      panel,
      expect: { kind: 'higher', minGain: THRESHOLDS.audience },
    });
  }

  /** The same twins, one attribute that has nothing to do with the concept changed: nothing changes. */
  indifferent(concept: string, one: PersonaEdit, other: PersonaEdit, panel: PanelFilter = everyone) {
    this.add({
      statement: `the same ${panel.label} as ${one.label} and as ${other.label} differ by at most ${fmt(THRESHOLDS.irrelevantTrait)} in mean intent`,
      a: { concept, edit: one },
      b: { concept, edit: other },
      panel,
      expect: { kind: 'same', tolerance: THRESHOLDS.irrelevantTrait },
    });
  }

  /** Two wordings of the same offer (paraphrase, stray words). */
  paraphrase(one: string, other: string) {
    this.add({
      statement: `two wordings of one offer differ by at most ${fmt(THRESHOLDS.paraphrase)} in mean intent`,
      a: { concept: one },
      b: { concept: other },
      expect: { kind: 'same', tolerance: THRESHOLDS.paraphrase },
    });
  }

  /** The same text in other letter case. */
  letterCase(text: string) {
    this.add({
      statement: `the text in upper case and as written differ by at most ${fmt(THRESHOLDS.letterCase)} in mean intent`,
      a: { concept: text },
      b: { concept: text.toUpperCase() },
      expect: { kind: 'same', tolerance: THRESHOLDS.letterCase },
    });
  }

  /** An offer better on one count and equal on every other is at least as good. */
  atLeastAsGood(better: string, worse: string, why: string) {
    this.add({
      statement: `${why}: mean intent at least as high (gain >= ${fmt(THRESHOLDS.dominated)})`,
      a: { concept: better },
      b: { concept: worse },
      expect: { kind: 'higher', minGain: THRESHOLDS.dominated },
    });
  }

  /** Two offers that differ in what they include and cost, the better deal first: it is clearly preferred. */
  tradeOff(better: string, worse: string, why: string) {
    this.add({
      statement: `${why}: mean intent at least ${fmt(THRESHOLDS.tradeOff)} higher`,
      a: { concept: better },
      b: { concept: worse },
      expect: { kind: 'higher', minGain: THRESHOLDS.tradeOff },
    });
  }

  /** A polarising concept splits the panel more than a bland staple. */
  polarising(polarising: string, bland: string) {
    this.add({
      statement: `the spread of intents across twins is at least ${fmt(THRESHOLDS.polarising)} larger for the polarising concept than for a bland staple`,
      a: { concept: polarising },
      b: { concept: bland },
      expect: { kind: 'wider', minGain: THRESHOLDS.polarising },
    });
  }
}
