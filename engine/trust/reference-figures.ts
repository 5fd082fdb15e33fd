// The figures a trust report sets a run beside, derived from files by `npm run trust:reference`
// (validation/trust-reference-cli.ts) and committed as reference-figures.json with their sources.
import figures from './reference-figures.json' with { type: 'json' };

/** Real people's answers to yes/no purchase questions of one data set. */
export interface PeopleReference {
  /** The data file and how a question is told apart. */
  source: string;
  questions: number;
  answers: number;
  /** Share of all answers that were yes. */
  yesShare: number;
  /** How the share of yes is spread over the questions. */
  questionYesShare: { p10: number; median: number; p90: number };
  /** Mean over questions of the chance that two people asked the same question answer differently. */
  disagreement: number;
  /** The same, over the questions whose yes share is in [from, to) (the last band holds 1); bands without questions left out. */
  byYesShare: Array<{ from: number; to: number; questions: number; disagreement: number }>;
}

/** One figure the validation report measured in a domain, as the trust report quotes it. */
export interface MeasuredFigure {
  label: string;
  value: number;
}

export interface ReferenceFigures {
  method: string;
  /** Both data sets' questions together, then each alone. */
  people: { both: PeopleReference; coupon: PeopleReference; pricing: PeopleReference };
  measured: {
    source: string;
    venueOffer: MeasuredFigure[];
    everydayProduct: MeasuredFigure[];
  };
  market: {
    source: string;
    ageBands: string[];
    ageShare: Record<string, number[]>;
    incomeBrackets: string[];
    incomeShare: Record<string, number[]>;
  };
}

export const REFERENCE_FIGURES: ReferenceFigures = figures;
