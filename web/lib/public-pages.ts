// The public pages' titles, summaries and search keywords: one table for meta tags and site search.
import type { PageMeta } from './page-meta';

export type PublicPage = PageMeta & {
  /** Words a visitor might type for this page beyond its title and description. */
  keywords: string[];
  /** Experiment variants are reachable by link but kept out of site search. */
  searchable: boolean;
};

const page = (
  path: string,
  title: string,
  description: string,
  keywords: string[],
  searchable = true,
): PublicPage => ({
  path,
  title,
  description,
  keywords,
  searchable,
});

export const publicPages = {
  home: page(
    '/',
    'Twinsight',
    'Test product concepts against AI digital twins of consumers in Malta, the UK, the Netherlands and the US, and read their feedback in minutes. 1 credit per analysis.',
    ['home', 'about', 'concept test', 'digital twins', 'consumer research', 'AI personas'],
  ),
  features: page(
    '/features',
    'Features',
    'What the Research Lab does today: concept tests with up to 7 digital twins, per-twin answers with reasons, an overall analysis, follow-up questions and saved history.',
    ['research lab', 'follow-up', 'history', 'segment breakdown', 'purchase intent', 'sentiment', 'filters'],
  ),
  useCases: page(
    '/use-cases',
    'Use cases',
    'Worked examples: concept screening, ad pre-testing, message testing, pricing exploration and B2B buyer interviews with digital twins.',
    [
      'concept screening',
      'ad pre-testing',
      'message testing',
      'pricing',
      'price',
      'B2B',
      'buyer interviews',
      'examples',
    ],
  ),
  methodology: page(
    '/methodology',
    'Methodology',
    'How the digital twins are built from public population statistics, how their answers are produced, what the 85% figure refers to and how accuracy is measured.',
    [
      'accuracy',
      '85%',
      'validation',
      'population statistics',
      'Eurostat',
      'census',
      'Big Five',
      'LLM',
      'offline model',
      'limits',
    ],
  ),
  whyTwinsight: page(
    '/why-twinsight',
    'Why Twinsight',
    'When simulated consumer feedback is the right tool, when it is not, and what Twinsight does differently: transparent reasons, real population statistics and pay-per-analysis pricing.',
    ['why', 'compare', 'surveys', 'focus groups', 'panels', 'speed', 'cost'],
  ),
  guide: page(
    '/guide',
    'User guide',
    'Step-by-step guide to the Research Lab: writing a concept, choosing digital twins, reading the analysis, asking follow-ups and finding past runs.',
    ['help', 'how to', 'tutorial', 'getting started', 'concept test', 'select twins', 'follow-up', 'history'],
  ),
  pricing: page(
    '/pricing',
    'Pricing',
    'Each analysis costs 1 credit. New accounts get free credits; credit packs and unlimited monthly plans are available.',
    ['price', 'plans', 'credits', 'subscription', 'billing', 'cost'],
  ),
  resources: page(
    '/resources',
    'Resources',
    'Articles, guides, case studies and webinars about consumer research with digital twins.',
    ['articles', 'blog', 'guides', 'case studies', 'webinars'],
  ),
  search: page('/search', 'Search', 'Search Twinsight pages and resources.', ['find'], false),
  privacy: page(
    '/privacy',
    'Privacy policy',
    'What personal data Twinsight processes, why, for how long, and which sub-processors are involved.',
    ['privacy', 'personal data', 'sub-processors', 'Stripe', 'hosting', 'LLM provider', 'data protection'],
  ),
  terms: page(
    '/terms',
    'Terms of service',
    'The terms for using Twinsight: accounts, credits, subscriptions, acceptable use and liability.',
    ['terms', 'conditions', 'agreement', 'refunds', 'acceptable use'],
  ),
  gdpr: page(
    '/gdpr',
    'GDPR compliance',
    'Your rights under the GDPR, how to exercise them, how long data is kept, and how to export or delete your account data.',
    ['GDPR', 'rights', 'data export', 'delete account', 'erasure', 'retention', 'data subject request'],
  ),
  cookies: page(
    '/cookies',
    'Cookie policy',
    'The cookie and browser storage Twinsight uses: the sign-in session cookie, two local storage entries and optional analytics after consent.',
    ['cookies', 'local storage', 'session', 'analytics', 'consent', 'tracking'],
  ),
  aboutTest: page(
    '/about-test',
    'Concept feedback before the brief is final',
    'Put a product concept in front of digital twins from four countries and get reasons, not just scores, in minutes.',
    [],
    false,
  ),
  pricingTest: page(
    '/pricing-test',
    'Pay per analysis or go unlimited',
    'Compare Twinsight credit packs and unlimited monthly plans: 1 credit per analysis, free credits at sign-up.',
    [],
    false,
  ),
  salesOnePager: page(
    '/sales-one-pager-test',
    'Twinsight one-pager',
    'A printable one-page summary of Twinsight: what it does, how a concept test works, the twin library, pricing and method.',
    [],
    false,
  ),
} satisfies Record<string, PublicPage>;

export type PublicPageName = keyof typeof publicPages;
