// Angel pitch: which twins of the library sit on the investor panel, and who each is as an investor.
import { RISK_APPETITES, MAX_INVESTORS, type InvestorProfile } from '../contracts/angel-pitch';
import { matchesIncomeGroup, matchesJobType, occupationOf } from '../contracts/persona-filters';
import type { Persona } from '../contracts/personas';
import { OCCUPATION_ROLE_WORDS, OCCUPATION_ROLES, type OccupationRole } from './offline/knowledge/lexicons';
import { centreBigFive } from './offline/model/persona-features';

/** The library's business roles (the spec's B2B and Executive keyword groups) that can back a start-up. */
const INVESTOR_JOB_TYPES = ['Executive', 'B2B'] as const;

/** High income and a business role: the twins who could write an angel cheque. */
export function isInvestorTwin(persona: Persona): boolean {
  return (
    matchesIncomeGroup(persona, 'High') &&
    INVESTOR_JOB_TYPES.some((jobType) => matchesJobType(persona, jobType))
  );
}

/** The occupation roles a text speaks of ('software', 'retail' …), by the engine's occupation lexicon. */
export function rolesIn(text: string): OccupationRole[] {
  const lower = ` ${text.toLowerCase()} `;
  return OCCUPATION_ROLES.filter((role) =>
    OCCUPATION_ROLE_WORDS[role].some((word) => new RegExp(`\\b${word}\\b`).test(lower)),
  );
}

/**
 * Up to 7 investor twins: those whose own work is closest to the pitch's sector first (they judge it with
 * knowledge), then by id so the same pitch always meets the same panel.
 */
export function investorPanel(library: readonly Persona[], pitch: string): Persona[] {
  const sectors = new Set(rolesIn(pitch));
  const affinity = (persona: Persona) =>
    rolesIn(occupationOf(persona)).filter((role) => sectors.has(role)).length;
  return library
    .filter(isInvestorTwin)
    .sort((a, b) => affinity(b) - affinity(a) || a.id.localeCompare(b.id))
    .slice(0, MAX_INVESTORS);
}

/** Risk appetite from openness against neuroticism (Big Five z-scores, centred). */
export function riskAppetiteOf(persona: Persona): InvestorProfile['riskAppetite'] {
  const traits = centreBigFive(persona.big_five);
  const appetite = traits.openness - traits.neuroticism;
  return RISK_APPETITES[appetite >= 0.35 ? 2 : appetite <= -0.35 ? 0 : 1]!;
}

const FOCUS: Partial<Record<OccupationRole, string>> = {
  tech: 'whether the product and technology hold up',
  sales: 'how the company will win and keep customers',
  business: 'the numbers, the terms and the team',
};

export function investorProfileOf(persona: Persona): InvestorProfile {
  const roles = rolesIn(occupationOf(persona));
  const focusRole = (['tech', 'sales', 'business'] as const).find((role) => roles.includes(role));
  return {
    role: occupationOf(persona),
    riskAppetite: riskAppetiteOf(persona),
    focus: (focusRole && FOCUS[focusRole]) ?? 'the size of the market and the traction so far',
  };
}
