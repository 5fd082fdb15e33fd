// Angel pitch without a network: one investor twin reads the pitch and decides whether to invest.
import {
  investorVerdictSchema,
  type AngelPitchInput,
  type InvestorProfile,
  type InvestorVerdict,
} from '@contracts/angel-pitch';
import { readPitchMetrics } from './pitch-metrics';
import type { Provenance } from '@contracts/twin-answers';
import { occupationOf } from '@contracts/persona-filters';
import type { Persona } from '@contracts/personas';
import { investorProfileOf, rolesIn } from '../angel-investors';
import { readConcept } from '@engine/offline/reading/concept-reader';
import { centreBigFive } from '@engine/offline/model/persona-features';
import { localise, money, voiceOf } from '@engine/offline/voice/persona-voice';
import { seededRandom } from '@engine/offline/seeded-random';

/** Judgement-set weights on the logit of investing (docs/decisions/018); no data set holds angel decisions. */
const PITCH_MODEL = {
  intercept: -0.9,
  traction: 1.6,
  team: 0.7,
  market: 0.5,
  specificity: 1.0,
  /** Equity offered (ask / valuation) an angel finds fair; outside it the terms count against. */
  fairEquity: [0.05, 0.3] as const,
  terms: 0.6,
  missingTerms: -0.5,
  sector: 0.5,
  novelty: 0.5,
  conscientiousnessOnEvidence: 0.5,
  neuroticism: -0.5,
  idiosyncraticSd: 0.35,
  /**
   * Fundamentals. A seed-stage multiple of annual revenue an angel calls fair, before growth (Carta and seed-round
   * surveys put early SaaS rounds at roughly 10-30x ARR); growth earns a higher one: fair = base x (1 + growth
   * x per month of growth). Each doubling of the multiple past fair costs `valuation` on the logit.
   */
  fairRevenueMultiple: 15,
  growthLiftsMultiple: 10,
  valuation: 0.9,
  /** A pre-revenue round an angel calls ordinary, in euros; each doubling above it costs `valuation` x 0.6. */
  preRevenueValuationEur: 1_500_000,
  /** Monthly churn an early subscription business can live with; each point above costs `churn`. */
  tolerableMonthlyChurn: 0.02,
  churn: 0.45,
  /** Monthly growth: each point above `expectedMonthlyGrowth` counts `growth`, capped. */
  expectedMonthlyGrowth: 0.05,
  growth: 0.12,
} as const;

/**
 * How each investor weighs the fundamentals, by its stated style: a cautious angel weighs price and churn more
 * and the story less, a bold one growth and market more; its focus (numbers, customers, product) adds weight there.
 */
const STYLE: Record<
  InvestorProfile['riskAppetite'],
  { valuation: number; churn: number; growth: number; market: number; intercept: number }
> = {
  cautious: { valuation: 1.6, churn: 1.6, growth: 0.8, market: 0.7, intercept: -0.3 },
  balanced: { valuation: 1, churn: 1, growth: 1, market: 1, intercept: 0 },
  bold: { valuation: 0.6, churn: 0.7, growth: 1.5, market: 1.4, intercept: 0.2 },
};

const TRACTION =
  /\b(\d[\d,.]*\s*(k|m|million|thousand)?\+?\s*(paying )?(customers|users|clients|subscribers|downloads|orders|members|stores)|revenue|mrr|arr|profitable|pilots?|grew|growing|growth|\d+\s?%)/gi;
const TEAM = /\b(founders?|co-founders?|team|ex-\w+|former|years of experience|phd|engineers|exited)\b/gi;
const MARKET = /\b(market|tam|billion|bn|segment|industry)\b/gi;
const NOVELTY = /\b(ai|first|patent(ed)?|platform|innovative|proprietary)\b/i;

/** How the twin says yes (by how sure it sounds) or no (by how warm it is). */
const INVEST_OPENINGS = {
  sure: "I'm in.",
  plain: "I'd put money in.",
  hedging: "I think I'd put some money in.",
} as const;
const PASS_OPENINGS = {
  warm: "I can see the work in this, but I'd pass for now.",
  neutral: "I'd pass for now.",
  blunt: "It's a no from me.",
} as const;

const share = (text: string, pattern: RegExp, full: number) =>
  Math.min(1, (text.match(pattern)?.length ?? 0) / full);

type Reading = { key: string; weight: number; for: string; against: string };

/** One investor twin's decision and reasons: deterministic for the same twin and pitch. */
export function judgePitchOffline(
  persona: Persona,
  pitch: AngelPitchInput,
  generatedBy: Provenance,
): InvestorVerdict {
  const m = PITCH_MODEL;
  const concept = readConcept(pitch.pitch);
  const traits = centreBigFive(persona.big_five);
  const voice = voiceOf(persona);
  const evidence = 1 + m.conscientiousnessOnEvidence * traits.conscientiousness;
  const stated = readPitchMetrics(pitch.pitch);
  // Stated revenue is the traction: €20k a year reads as a start, €200k as real; otherwise the cues in the words.
  const traction =
    stated.annualRevenueEur !== undefined
      ? Math.min(1, Math.max(0, Math.log10(stated.annualRevenueEur / 20_000) / 1.5 + 0.4))
      : share(pitch.pitch, TRACTION, 3);
  const equity =
    pitch.askEur != null && pitch.valuationEur != null ? pitch.askEur / pitch.valuationEur : undefined;
  const fairTerms = equity !== undefined && equity >= m.fairEquity[0] && equity <= m.fairEquity[1];
  const sector = rolesIn(occupationOf(persona)).some((role) => rolesIn(pitch.pitch).includes(role));
  const investor = investorProfileOf(persona);
  const style = STYLE[investor.riskAppetite];
  const onNumbers = /numbers|terms/.test(investor.focus) ? 1.3 : 1;
  const onCustomers = /customers/.test(investor.focus) ? 1.3 : 1;
  const valuation = pitch.valuationEur ?? stated.valuationEur;
  const revenue = stated.annualRevenueEur;
  const growth = stated.monthlyGrowth;
  const churn = stated.monthlyChurn;
  const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
  const fundamentals: Reading[] = [];
  if (valuation !== undefined && revenue !== undefined && revenue > 0) {
    const multiple = valuation / revenue;
    const fair = m.fairRevenueMultiple * (1 + m.growthLiftsMultiple * Math.max(0, growth ?? 0));
    const weight = Math.max(-3.5, Math.min(0.8, -m.valuation * Math.log2(multiple / fair)));
    fundamentals.push({
      key: 'valuation',
      weight: weight * style.valuation * onNumbers,
      for: `${money(voice, valuation)} is about ${Math.round(multiple)} times its ${money(voice, revenue)} of yearly revenue, a fair price for this growth`,
      against: `${money(voice, valuation)} is ${Math.round(multiple)} times its ${money(voice, revenue)} of yearly revenue; that prices in years of growth it hasn't shown`,
    });
  } else if (valuation !== undefined) {
    const weight = Math.min(0.4, -0.6 * m.valuation * Math.log2(valuation / m.preRevenueValuationEur));
    fundamentals.push({
      key: 'valuation',
      weight: weight * style.valuation * onNumbers,
      for: `${money(voice, valuation)} is a sensible valuation before revenue`,
      against: `${money(voice, valuation)} is a lot to ask with no revenue stated`,
    });
  }
  if (churn !== undefined) {
    const weight =
      churn <= m.tolerableMonthlyChurn
        ? 0.3
        : Math.max(-2.5, -m.churn * 100 * (churn - m.tolerableMonthlyChurn));
    fundamentals.push({
      key: 'churn',
      weight: weight * style.churn * onCustomers,
      for: `losing only ${percent(churn)} of customers a month shows people stay`,
      against: `losing ${percent(churn)} of customers a month means ${percent(1 - (1 - churn) ** 12)} are gone within a year`,
    });
  }
  if (growth !== undefined) {
    const weight = Math.max(-0.8, Math.min(1.5, m.growth * 100 * (growth - m.expectedMonthlyGrowth)));
    fundamentals.push({
      key: 'growth',
      weight: weight * style.growth,
      for: `growing ${percent(growth)} a month is strong`,
      against: `${percent(growth)} growth a month is slow for a start-up asking for angel money`,
    });
  }
  const readings: Reading[] = [
    ...fundamentals,
    {
      key: 'traction',
      weight: m.traction * evidence * (traction - 0.4),
      for: 'it shows real traction, with customers and numbers',
      against:
        stated.annualRevenueEur !== undefined
          ? `${money(voice, stated.annualRevenueEur)} of revenue a year is barely a start`
          : 'I see no traction yet: no customers, revenue or growth figures',
    },
    {
      key: 'team',
      weight: m.team * (share(pitch.pitch, TEAM, 2) - 0.3),
      for: 'the team sounds like it has done this before',
      against: 'it tells me nothing about the team behind it',
    },
    {
      key: 'market',
      weight: m.market * style.market * (share(pitch.pitch, MARKET, 2) - 0.3),
      for: 'it knows the market it is going after',
      against: 'I cannot tell how big the market is',
    },
    {
      key: 'specificity',
      weight: m.specificity * evidence * (concept.specificity - 0.5),
      for: 'the pitch is concrete about what it sells',
      against: 'the pitch is too vague about what it actually sells',
    },
    equity === undefined
      ? {
          key: 'terms',
          weight: m.missingTerms,
          for: '',
          against: 'there is no ask or valuation, so I cannot price the deal',
        }
      : {
          key: 'terms',
          weight: fairTerms ? m.terms : -m.terms,
          for: `${money(voice, pitch.askEur!)} for ${Math.round(equity * 100)}% is a fair deal`,
          against:
            equity > m.fairEquity[1]
              ? `giving away ${Math.round(equity * 100)}% this early leaves the founders too little`
              : `${money(voice, pitch.valuationEur!)} is a rich valuation for this stage`,
        },
    {
      key: 'sector',
      weight: sector ? m.sector : 0,
      for: `it is close to my own work as ${occupationOf(persona).toLowerCase()}, so I can judge it and help`,
      against: '',
    },
    {
      key: 'novelty',
      weight: NOVELTY.test(pitch.pitch) ? m.novelty * traits.openness : 0,
      for: 'I like backing something new',
      against: 'new technology like this is a risk I would rather not take',
    },
    {
      key: 'nerves',
      weight: m.neuroticism * Math.max(0, traits.neuroticism),
      for: '',
      against: 'early-stage money is easy to lose and that weighs on me',
    },
  ];
  const chance =
    m.idiosyncraticSd * seededRandom(`angel\u0000${persona.id}\u0000${pitch.pitch.toLowerCase()}`).normal();
  const logit = m.intercept + style.intercept + chance + readings.reduce((sum, r) => sum + r.weight, 0);
  const decision = logit >= 0 ? 'invest' : 'pass';
  const reasons = readings
    .filter((r) => (decision === 'invest' ? r.weight > 0 && r.for : r.weight < 0 && r.against))
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
    .slice(0, voice.talkativeness === 'brief' ? 2 : 3)
    .map((r) => localise(voice, decision === 'invest' ? r.for : r.against));
  const said =
    reasons.length > 0
      ? reasons
      : [decision === 'invest' ? 'the whole of it adds up for me' : 'it does not add up for me yet'];
  const opening = decision === 'invest' ? INVEST_OPENINGS[voice.certainty] : PASS_OPENINGS[voice.warmth];
  const text = localise(
    voice,
    `${opening} ${said.map((r) => r.charAt(0).toUpperCase() + r.slice(1)).join('. ')}. As an investor I look first at ${investor.focus}.`,
  );
  return investorVerdictSchema.parse({
    personaId: persona.id,
    personaName: persona.name,
    investor,
    decision,
    reasons: said,
    text,
    generatedBy,
  });
}
