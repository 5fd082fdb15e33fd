// Angel pitch: which twins of the library sit on the investor panel, and who each is as an investor.
import { RISK_APPETITES, MAX_INVESTORS, type InvestorProfile } from '@contracts/angel-pitch';
import { matchesIncomeGroup, matchesJobType, occupationOf } from '@contracts/persona-filters';
import type { Persona } from '@contracts/personas';
import {
  OCCUPATION_ROLE_WORDS,
  OCCUPATION_ROLES,
  type OccupationRole,
} from '../../offline/knowledge/lexicons';
import { centreBigFive } from '../../offline/model/persona-features';

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

/** How much a pick already on the panel from the same country, or of the same background, counts against the next. */
const SAME_COUNTRY_PENALTY = 3;
const SAME_BACKGROUND_PENALTY = 1;

/**
 * Up to 7 investor twins drawn to match the library's countries and a spread of backgrounds: one at a time, the twin
 * whose own work is closest to the pitch's sector (it judges with knowledge), less a penalty for each twin of its
 * country and of its background already on the panel; ties by id, so the same pitch always meets the same panel.
 */
export function investorPanel(library: readonly Persona[], pitch: string): Persona[] {
  const sectors = new Set(rolesIn(pitch));
  const pool = library.filter(isInvestorTwin).map((persona) => {
    const occupation = occupationOf(persona);
    return {
      persona,
      affinity: rolesIn(occupation).filter((role) => sectors.has(role)).length,
      background: occupation.toLowerCase(),
    };
  });
  const panel: typeof pool = [];
  while (panel.length < MAX_INVESTORS && pool.length > 0) {
    const score = (candidate: (typeof pool)[number]) =>
      candidate.affinity -
      SAME_COUNTRY_PENALTY *
        panel.filter((pick) => pick.persona.country_code === candidate.persona.country_code).length -
      SAME_BACKGROUND_PENALTY * panel.filter((pick) => pick.background === candidate.background).length;
    pool.sort((a, b) => score(b) - score(a) || a.persona.id.localeCompare(b.persona.id));
    panel.push(pool.shift()!);
  }
  return panel.map(({ persona }) => persona);
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
