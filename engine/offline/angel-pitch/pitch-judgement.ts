// Angel pitch without a network: one investor twin reads the pitch and decides whether to invest.
import {
  investorVerdictSchema,
  type AngelPitchInput,
  type InvestorVerdict,
} from '../../../contracts/angel-pitch';
import type { Provenance } from '../../../contracts/analysis';
import { occupationOf } from '../../../contracts/persona-filters';
import type { Persona } from '../../../contracts/personas';
import { investorProfileOf, rolesIn } from '../../angel-investors';
import { readConcept } from '../reading/concept-reader';
import { centreBigFive } from '../model/persona-features';
import { localise, money, voiceOf } from '../voice/persona-voice';
import { seededRandom } from '../seeded-random';

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
} as const;

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
  const traction = share(pitch.pitch, TRACTION, 3);
  const equity =
    pitch.askEur != null && pitch.valuationEur != null ? pitch.askEur / pitch.valuationEur : undefined;
  const fairTerms = equity !== undefined && equity >= m.fairEquity[0] && equity <= m.fairEquity[1];
  const sector = rolesIn(occupationOf(persona)).some((role) => rolesIn(pitch.pitch).includes(role));
  const readings: Reading[] = [
    {
      key: 'traction',
      weight: m.traction * evidence * (traction - 0.4),
      for: 'it shows real traction, with customers and numbers',
      against: 'I see no traction yet: no customers, revenue or growth figures',
    },
    {
      key: 'team',
      weight: m.team * (share(pitch.pitch, TEAM, 2) - 0.3),
      for: 'the team sounds like it has done this before',
      against: 'it tells me nothing about the team behind it',
    },
    {
      key: 'market',
      weight: m.market * (share(pitch.pitch, MARKET, 2) - 0.3),
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
  const logit = m.intercept + chance + readings.reduce((sum, r) => sum + r.weight, 0);
  const decision = logit >= 0 ? 'invest' : 'pass';
  const reasons = readings
    .filter((r) => (decision === 'invest' ? r.weight > 0 && r.for : r.weight < 0 && r.against))
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
    .slice(0, voice.talkativeness === 'brief' ? 2 : 3)
    .map((r) => localise(voice, decision === 'invest' ? r.for : r.against));
  const investor = investorProfileOf(persona);
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
