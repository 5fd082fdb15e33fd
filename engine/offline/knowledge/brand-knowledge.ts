// What the twins know of real brands: a table of consumer brands with category, home country, price tier and an
// awareness estimate per market, so that Starbucks, Nike or IKEA start from what people know of them and an unknown
// name starts low. The user's own brand profile overrides the table (see brand-perception.ts).
import type { Persona } from '@contracts/personas';
import { BRAND_ROWS } from './known-brands';

export type BrandTier = 'budget' | 'mid' | 'premium' | 'luxury';
export const BRAND_MARKETS = ['US', 'UK', 'NL', 'MT'] as const;
export type BrandMarket = (typeof BRAND_MARKETS)[number];

export interface KnownBrand {
  name: string;
  category: string;
  /** ISO 3166 alpha-2 code of the country the brand comes from. */
  home: string;
  tier: BrandTier;
  /** Share of adults in each market who would recognise the name when shown it (aided awareness), 0..100. */
  awareness: Record<BrandMarket, number>;
  /** Where the awareness figures come from. */
  source: string;
}

/**
 * ESTIMATES, not survey figures: no file in ../shared/data measures brand awareness. A household name in a market
 * (a brand with a national shop network, or a top seller of its category there) is put at 90% aided awareness, a
 * brand known to many but not to everyone (present in few places, or known mainly from travel and media) at 55%,
 * and any other at 15%. The three levels are judgement-set; the marks per market are in known-brands.ts.
 */
export const AWARENESS_ESTIMATE = { householdName: 90, known: 55, absent: 15 } as const;
const SOURCE =
  'Estimate: 90 where a household name, 55 where known to many, 15 elsewhere (Twinsight brand table, 2026-11)';

function awarenessOf(markets: string): Record<BrandMarket, number> {
  const marks = markets.split(/\s+/);
  return Object.fromEntries(
    BRAND_MARKETS.map((market) => [
      market,
      marks.includes(market)
        ? AWARENESS_ESTIMATE.householdName
        : marks.includes(market.toLowerCase())
          ? AWARENESS_ESTIMATE.known
          : AWARENESS_ESTIMATE.absent,
    ]),
  ) as Record<BrandMarket, number>;
}

export const KNOWN_BRANDS: readonly KnownBrand[] = BRAND_ROWS.map(
  ([name, category, home, tier, markets]) => ({
    name,
    category,
    home,
    tier,
    awareness: awarenessOf(markets),
    source: SOURCE,
  }),
);

/** A name as compared: lower case, without accents, punctuation or a leading 'the'. */
const keyOf = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/[^a-z0-9&+]+/g, '');

const BY_KEY = new Map(KNOWN_BRANDS.map((brand) => [keyOf(brand.name), brand]));

/** The table's entry for a brand name as a user writes it ('starbucks', 'Nike', 'The North Face'), if any. */
export function knownBrand(name: string): KnownBrand | undefined {
  return BY_KEY.get(keyOf(name));
}

/** The market a twin lives in; twins of other EU countries are read as the EU market the table covers (NL). */
export function marketOf(persona: Persona): BrandMarket {
  const code = persona.country_code.toUpperCase();
  if (code === 'GB') return 'UK';
  return (BRAND_MARKETS as readonly string[]).includes(code) ? (code as BrandMarket) : 'NL';
}

/** How many in the twin's market know the brand, 0..100 (an estimate; see AWARENESS_ESTIMATE). */
export const awarenessFor = (brand: KnownBrand, persona: Persona): number =>
  brand.awareness[marketOf(persona)];

/** Words in a question that name a category of the table ('coffee' → coffee and coffee shops). */
const CATEGORY_WORDS: Array<[RegExp, string[]]> = [
  [/\b(coffee|latte|espresso|cappuccino)\b/, ['coffee', 'coffee shop']],
  [/\btea\b/, ['tea']],
  [/\b(beers?|lager)\b/, ['beer']],
  [/\b(cola|soda|soft drinks?|fizzy drinks?|pop)\b/, ['soft drink']],
  [/\b(energy drinks?)\b/, ['energy drink']],
  [/\b(juice)\b/, ['juice']],
  [/\b(water)\b/, ['bottled water']],
  [/\b(chocolate|sweets|candy)\b/, ['confectionery']],
  [/\b(crisps|chips|snacks?)\b/, ['snacks']],
  [/\b(biscuits?|cookies?)\b/, ['biscuits']],
  [/\b(cereal|breakfast)\b/, ['cereal']],
  [/\b(yogh?urt|milk|cheese|dairy)\b/, ['dairy']],
  [/\b(ice cream)\b/, ['ice cream']],
  [/\b(fast food|burgers?|pizza|takeaway)\b/, ['fast food']],
  [/\b(supermarkets?|grocer(y|ies)|food shop(ping)?)\b/, ['supermarket']],
  [/\b(trainers|sneakers|running shoes|sportswear|sports? clothes)\b/, ['sportswear']],
  [/\b(shoes|boots|footwear)\b/, ['footwear']],
  [/\b(clothes|clothing|fashion|jeans)\b/, ['fashion']],
  [/\b(make-?up|cosmetics|skincare|beauty)\b/, ['beauty']],
  [/\b(shampoo|toothpaste|deodorant|razors?|soap|shower gel)\b/, ['personal care']],
  [/\b(detergent|washing powder|cleaning|cleaner)\b/, ['household']],
  [/\b(nappies|diapers)\b/, ['baby']],
  [/\b(phones?|smartphones?|tv|television|gadgets?)\b/, ['consumer tech']],
  [/\b(laptops?|computers?|pcs?)\b/, ['computers']],
  [/\b(headphones|speakers?|earbuds)\b/, ['audio']],
  [/\b(cars?|vehicles?)\b/, ['cars']],
  [/\b(banks?|banking|current account)\b/, ['bank']],
  [/\b(streaming|films|series|music)\b/, ['streaming']],
  [/\b(airlines?|flights?|fly)\b/, ['airline']],
  [/\b(hotels?)\b/, ['hotels']],
  [/\b(pet food|dog food|cat food)\b/, ['pet food']],
  [/\b(toys?)\b/, ['toys']],
  [/\b(furniture)\b/, ['furniture']],
  [/\b(appliances?|vacuum|hoover|washing machine)\b/, ['appliances']],
];

/** The table's categories a question names. */
export function categoriesIn(text: string): string[] {
  const lower = text.toLowerCase();
  return CATEGORY_WORDS.filter(([words]) => words.test(lower)).flatMap(([, categories]) => categories);
}

/** Tiers in the order a twin of each income reaches for them. */
const TIERS_BY_INCOME: Record<string, BrandTier[]> = {
  Low: ['budget', 'mid'],
  Middle: ['mid', 'budget', 'premium'],
  High: ['premium', 'mid', 'luxury'],
};

/**
 * The household names of the given categories in the twin's market, those of the tier its income reaches for first:
 * the brands it would name when asked which it buys.
 */
export function brandsTwinKnows(persona: Persona, categories: string[]): KnownBrand[] {
  const tiers = TIERS_BY_INCOME[persona.segments.income_bracket] ?? TIERS_BY_INCOME.Middle!;
  return KNOWN_BRANDS.filter(
    (brand) =>
      categories.includes(brand.category) &&
      tiers.includes(brand.tier) &&
      awarenessFor(brand, persona) >= AWARENESS_ESTIMATE.householdName,
  ).sort((a, b) => tiers.indexOf(a.tier) - tiers.indexOf(b.tier));
}
