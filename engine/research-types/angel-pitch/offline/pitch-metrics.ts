// The fundamentals a pitch states, as an angel reads them: revenue (annual), growth and churn (per month),
// customers, market size, and the valuation and ask when the text gives them.

export interface PitchMetrics {
  /** Revenue over a year in euros: ARR, annual revenue, or monthly revenue (MRR) times 12. */
  annualRevenueEur?: number;
  /** Growth per month, 0.12 for 12 % a month (a yearly figure is turned into its monthly rate). */
  monthlyGrowth?: number;
  /** Share of customers lost per month, 0.04 for 4 % (a yearly figure likewise). */
  monthlyChurn?: number;
  customers?: number;
  /** The market size stated in money, in euros. */
  marketEur?: number;
  valuationEur?: number;
  askEur?: number;
}

/** Rough rates to euros for amounts written in other currencies (2025 reference rates). */
const TO_EUR: Record<string, number> = { '€': 1, eur: 1, $: 0.92, usd: 0.92, '£': 1.18, gbp: 1.18 };
const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

const MONEY =
  /([€$£])\s?(\d[\d,]*(?:\.\d+)?)\s?(k|m|mn|bn|b|thousand|million|billion)?\b|(\d[\d,]*(?:\.\d+)?)\s?(k|m|mn|bn|b|thousand|million|billion)?\s?(eur|usd|gbp|euros?)\b/gi;

interface MoneyMention {
  eur: number;
  /** The words around the amount, lower case, for telling revenue from market size from valuation. */
  before: string;
  after: string;
}

function moneyMentions(text: string): MoneyMention[] {
  return [...text.matchAll(MONEY)].map((match) => {
    const symbol = (match[1] ?? match[6] ?? '€').toLowerCase().replace(/euros?/, 'eur');
    const amount = Number((match[2] ?? match[4] ?? '0').replace(/,/g, ''));
    const scale = SCALE[(match[3] ?? match[5] ?? '').toLowerCase()] ?? 1;
    const start = match.index ?? 0;
    return {
      eur: amount * scale * (TO_EUR[symbol] ?? 1),
      before: text.slice(Math.max(0, start - 40), start).toLowerCase(),
      after: text.slice(start + match[0].length, start + match[0].length + 40).toLowerCase(),
    };
  });
}

const MONTHLY = /\b(mrr|monthly|a month|per month|\/\s?month|\/\s?mo)\b/;
const YEARLY = /\b(arr|annual|annually|a year|per year|yearly|\/\s?year|\/\s?yr)\b/;
const REVENUE = /\b(revenue|mrr|arr|sales|turnover|income|billing|bookings)\b/;
const MARKET = /\b(market|tam|sam|industry)\b/;
const VALUATION = /\b(valuation|valued|pre-money|post-money|cap)\b/;
const ASK = /\b(raising|raise|ask|seeking|looking for|investment of)\b/;

const monthlyFromYearly = (yearly: number): number => (1 + yearly) ** (1 / 12) - 1;

const RATE_WORDS = {
  churn: /churn|cancel|lose|lost|retention/g,
  growth: /grow|growth|growing|\bmom\b|month[- ]on[- ]month|\byoy\b|\bup\b/g,
};

/** Each percentage goes to the nearest rate word (churn or growth) within a short window, per month. */
function ratesIn(text: string): { churn?: number; growth?: number } {
  const lower = text.toLowerCase();
  const rates: { churn?: number; growth?: number } = {};
  for (const match of lower.matchAll(/(\d+(?:\.\d+)?)\s?%/g)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const distance = (words: RegExp) =>
      Math.min(
        Infinity,
        ...[...lower.matchAll(words)]
          .map((word) => (word.index! >= end ? word.index! - end : start - (word.index! + word[0].length)))
          .filter((gap) => gap >= 0 && gap <= 40),
      );
    const churn = distance(RATE_WORDS.churn);
    const growth = distance(RATE_WORDS.growth);
    if (churn === Infinity && growth === Infinity) continue;
    const kind = churn <= growth ? 'churn' : 'growth';
    if (rates[kind] !== undefined) continue;
    const after = lower.slice(end, end + 25);
    const before = lower.slice(Math.max(0, start - 25), start);
    const yearly = /year|yoy|annual|y\/y/.test(after) || (/year|annual/.test(before) && !MONTHLY.test(after));
    let rate = Number(match[1]) / 100;
    if (kind === 'churn' && /retention/.test(`${before} ${after}`)) rate = 1 - rate;
    // A yearly growth compounds ((1 + g)^12); a yearly loss is what is left of twelve monthly ones ((1 - c)^12).
    rates[kind] = !yearly ? rate : kind === 'growth' ? monthlyFromYearly(rate) : 1 - (1 - rate) ** (1 / 12);
  }
  return rates;
}

export function readPitchMetrics(text: string): PitchMetrics {
  const metrics: PitchMetrics = {};
  for (const mention of moneyMentions(text)) {
    const near = `${mention.before} ${mention.after}`;
    if (VALUATION.test(near) && metrics.valuationEur === undefined) metrics.valuationEur = mention.eur;
    else if (MARKET.test(near) && !REVENUE.test(mention.after) && metrics.marketEur === undefined)
      metrics.marketEur = mention.eur;
    else if (REVENUE.test(near) && metrics.annualRevenueEur === undefined) {
      // Only the words right beside the amount say its period ('€12k annual revenue, 4% monthly churn').
      const beside = `${mention.before.slice(-20)} ${mention.after.slice(0, 20)}`;
      metrics.annualRevenueEur =
        !YEARLY.test(beside) && MONTHLY.test(beside) ? mention.eur * 12 : mention.eur;
    } else if (ASK.test(mention.before) && metrics.askEur === undefined) metrics.askEur = mention.eur;
  }
  const { churn, growth } = ratesIn(text);
  if (churn !== undefined) metrics.monthlyChurn = churn;
  if (growth !== undefined) metrics.monthlyGrowth = growth;
  const customers =
    /(\d[\d,.]*)\s?(k)?\+?\s*(paying )?(customers|clients|subscribers|users|stores|businesses)/i.exec(text);
  if (customers) metrics.customers = Number(customers[1]!.replace(/,/g, '')) * (customers[2] ? 1000 : 1);
  return metrics;
}
