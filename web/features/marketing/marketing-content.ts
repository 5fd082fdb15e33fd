// Facts the marketing pages share: research types, the concept-test flow, the twin library and pricing basics.
import { researchTypeOfferings } from '@contracts/offerings';
import { MAX_TWINS } from '@contracts/personas';

/** The research types as marketing pages present them (contracts/offerings.ts is the one list). */
export const researchTypes = researchTypeOfferings;

export const conceptTestSteps = [
  {
    title: 'Describe your concept',
    text: 'Write what it is, who it is for, what it costs and what it does. Prices, features and audience are read from your text, so specific beats vague.',
  },
  {
    title: 'Select digital twins',
    text: `Filter the library by age group, country and professional role, then pick up to ${MAX_TWINS} twins yourself or let the lab choose a spread for you.`,
  },
  {
    title: 'Generate the analysis',
    text: 'Each twin answers in its own voice with a sentiment, a score and purchase intent; the run is rolled up into key messages, concerns, suggestions and a segment breakdown.',
  },
];

export const TWINS_PER_COUNTRY = 250;

/** Target shares the library was drawn from (shared/data/population/marginals.json). */
export const twinLibrary = [
  { code: 'MT', name: 'Malta', adults65Plus: 21.6, income: { low: 28.4, middle: 62.3, high: 9.3 } },
  { code: 'UK', name: 'United Kingdom', adults65Plus: 24.5, income: { low: 30.6, middle: 58.4, high: 11.0 } },
  { code: 'NL', name: 'Netherlands', adults65Plus: 25.5, income: { low: 28.9, middle: 66.4, high: 4.7 } },
  { code: 'US', name: 'United States', adults65Plus: 24.0, income: { low: 30.0, middle: 51.0, high: 19.0 } },
] as const;

export const TWIN_LIBRARY_SIZE = TWINS_PER_COUNTRY * twinLibrary.length;

/** The public statistics behind the library, as cited in marginals.json "sources". */
export const populationSources = [
  {
    dimension: 'Age',
    source:
      'US Census Bureau Vintage 2025 (US); UN World Population Prospects 2022, medium variant (Malta, UK, Netherlands); Malta adjusted to NSO Malta end-2023 totals.',
  },
  {
    dimension: 'Occupation',
    source:
      'Eurostat Labour Force Survey lfsa_egai2d, 2025 (Malta, Netherlands); ILOSTAT EMP_TEMP_SEX_OCU_NB, 2025 (UK, US): ISCO-08 major groups.',
  },
  {
    dimension: 'Work status',
    source:
      'ONS Labour Force Survey Feb–Apr 2024 (UK); BLS Monthly Labor Review, Sept 2025 (US); Malta and Netherlands approximate.',
  },
  {
    dimension: 'Income bracket',
    source:
      'OECD “Under Pressure” (2019) classes on equivalised disposable household income (Low < 75% of the national median, Middle 75–200%, High > 200%); shares from Eurostat EU-SILC ilc_di01 cut-offs (Malta, Netherlands 2021; UK 2018); US approximate (OECD 2019).',
  },
  {
    dimension: 'Place',
    source:
      'NSO Malta Census 2021 and regional figures; CBS Netherlands (1 January 2024); ONS and US Census metro estimates (approximate).',
  },
  {
    dimension: 'Values',
    source:
      'Integrated Values Surveys (European Values Study + World Values Survey), Inglehart–Welzel traditional/secular-rational axis, latest wave per country.',
  },
  {
    dimension: 'Personality',
    source:
      'Big Five traits drawn per twin, shifted by age as reported in the personality literature (country explains under 2% of Big Five variance, Kajonius and Mac Giolla 2017). Treated as approximate.',
  },
  {
    dimension: 'Names',
    source:
      'Common surnames and recent forenames by country from the popular-names-by-country dataset (CC0 1.0), with birth-decade names for older twins.',
  },
];

export const pricingBasics = {
  creditsPerAnalysis: 1,
  signupCredits: 10,
};

/** What the "85%" wording refers to, said the same way everywhere it appears. */
export const accuracyClaim = {
  short: 'Designed to reach over 85% alignment with real consumer responses',
  explanation:
    'The 85% figure is the alignment target the twins are built and tuned for, measured against real people’s answers to the same question. What has been measured so far is published on the methodology page, beside the baselines and with what is not validated yet.',
};
