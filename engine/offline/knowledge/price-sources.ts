/**
 * Where each block of reference prices comes from. Values marked "about" are approximate annual
 * levels as known to the author when the table was written (2026, offline: no series was
 * re-downloaded); they anchor the typical figure and are rounded. Everything else is an estimate and
 * says so. See docs/decisions/024-reference-prices.md.
 */
export interface PriceSource {
  title: string;
  /** What the source says that the table uses, with the year. */
  detail: string;
  kind: 'statistic' | 'list-price' | 'estimate';
}

function bls(series: string, item: string, about: string): PriceSource {
  return {
    title: `US BLS Average Price Data, ${series} (U.S. city average)`,
    detail: `${item}: about ${about}.`,
    kind: 'statistic',
  };
}

export const PRICE_SOURCES = {
  'bls-eggs': bls(
    'APU0000708111',
    'Eggs, grade A, large, per doz.',
    '$3.2 in 2024 (about $2.5 in January, $4.2 in December) and above $6 in early 2025',
  ),
  'bls-milk': bls('APU0000709112', 'Milk, fresh, whole, fortified, per gal.', '$4.0 in 2024'),
  'bls-bread': bls('APU0000702111', 'Bread, white, pan, per lb.', '$2.0 in 2024'),
  'bls-coffee': bls(
    'APU0000717311',
    'Coffee, 100%, ground roast, all sizes, per lb.',
    '$6 in 2024, rising towards $8 in 2025',
  ),
  'bls-ground-beef': bls('APU0000703112', 'Ground beef, 100% beef, per lb.', '$5.4 in 2024'),
  'bls-bacon': bls('APU0000704111', 'Bacon, sliced, per lb.', '$7 in 2024'),
  'bls-chicken-breast': bls('APU0000FF1101', 'Chicken breast, boneless, per lb.', '$4 in 2024'),
  'bls-cheddar': bls('APU0000710212', 'Cheddar cheese, natural, per lb.', '$5.5 in 2024'),
  'bls-butter': bls('APU0000FS1101', 'Butter, salted, grade AA, stick, per lb.', '$4.7 in 2024'),
  'bls-bananas': bls('APU0000711211', 'Bananas, per lb.', '$0.63 in 2024'),
  'bls-flour': bls('APU0000701111', 'Flour, white, all purpose, per lb.', '$0.53 in 2024'),
  'bls-rice': bls('APU0000701312', 'Rice, white, long grain, uncooked, per lb.', '$1.0 in 2024'),
  'bls-sugar': bls('APU0000715211', 'Sugar, white, all sizes, per lb.', '$1.0 in 2024'),
  'bls-ice-cream': bls('APU0000710411', 'Ice cream, prepackaged, bulk, regular, per 1/2 gal.', '$6 in 2024'),
  'bls-potato-chips': bls('APU0000718311', 'Potato chips, per 16 oz.', '$6.3 in 2024'),
  'bls-cookies': bls('APU0000702421', 'Cookies, chocolate chip, per lb.', '$5 in 2024'),
  'bls-gasoline': bls('APU000074714', 'Gasoline, unleaded regular, per gallon', '$3.3 in 2024'),
  'costar-hotel-adr': {
    title: 'CoStar (STR) US hotel performance, average daily rate',
    detail: 'US average daily rate about $158 in 2024.',
    kind: 'statistic',
  },
  'bts-airfare': {
    title: 'US Bureau of Transportation Statistics, Average Domestic Airline Itinerary Fares',
    detail: 'Average domestic round-trip itinerary fare about $380–400 in 2023–24.',
    kind: 'statistic',
  },
  'kff-aca-premium': {
    title: 'KFF, average ACA marketplace benchmark premium',
    detail: 'Benchmark silver premium for a 40-year-old about $477 a month in 2024.',
    kind: 'statistic',
  },
  'genworth-cost-of-care': {
    title: 'Genworth / CareScout Cost of Care Survey, national medians',
    detail: 'Home health aide about $33 an hour; assisted living about $5,350 a month (2023).',
    kind: 'statistic',
  },
  'vendor-list-prices': {
    title: 'Published vendor list prices, US, 2024–25',
    detail:
      'E.g. Netflix Standard $15.49 (2024) then $17.99 (2025); Spotify Premium Individual $11.99 (2024); ' +
      'Microsoft 365 Business Standard $12.50 and Google Workspace Business Standard $12–14 per user per ' +
      'month; Slack Pro $8.75 per user per month; QuickBooks Online Simple Start $30–35 a month; ' +
      'Xbox Game Pass Ultimate $16.99 (2024); Amazon Prime $139 a year; Costco Gold Star $65 a year (2024).',
    kind: 'list-price',
  },
  'estimate-grocery': {
    title: 'Estimate: typical US grocery shelf price 2024–25',
    detail:
      'Mainstream national brands and store brands at large US chains, for the stated pack size; ' +
      'not a published statistic.',
    kind: 'estimate',
  },
  'estimate-drugstore': {
    title: 'Estimate: typical US drugstore and mass-retail shelf price 2024–25',
    detail:
      'Household, personal-care, OTC-health and beauty products at US drugstores and mass retailers, ' +
      'national brands and store brands; not a published statistic.',
    kind: 'estimate',
  },
  'estimate-merchandise': {
    title: 'Estimate: typical US retail price of general merchandise 2024–25',
    detail:
      'Apparel, electronics, home, toys, baby and pet goods at mainstream US retailers (mid-range models, ' +
      'not premium flagships); not a published statistic.',
    kind: 'estimate',
  },
  'estimate-services': {
    title: 'Estimate: typical US consumer service price 2024–25',
    detail:
      'Restaurants, travel, personal, home and care services in a mid-priced US metro area; ' +
      'not a published statistic.',
    kind: 'estimate',
  },
  'estimate-software': {
    title: 'Estimate: typical US software and subscription price 2024–25',
    detail:
      'Entry and mid tiers of mainstream SaaS and consumer subscriptions, informed by published list ' +
      'prices of the category leaders; not a published statistic.',
    kind: 'estimate',
  },
  'estimate-financial': {
    title: 'Estimate: typical US fee or premium for financial and business services 2024–25',
    detail:
      'Fees, premiums and retainers as quoted to consumers and small businesses; varies widely by risk ' +
      'and size; not a published statistic.',
    kind: 'estimate',
  },
} satisfies Record<string, PriceSource>;

export type PriceSourceId = keyof typeof PRICE_SOURCES;
