import { formatFigure, type Retest, type TrustReport } from '@contracts/trust-report';
import type { PricingCurrency } from '@contracts/currency';
import { measuredDomainKindOf, MEASURED_DOMAIN_NOTES } from '../measured-domain';
import { namedSpreadOf, positivityNotApplicable, positivityOf, spreadOf } from './answer-spread';
import { panelReportOf } from './panel-mix';
import { REFERENCE_FIGURES, type PeopleReference, type ReferenceFigures } from './reference-figures';
import { BOOTSTRAP_DRAWS, bootstrapStability } from './stability';
import {
  positiveChancesOf,
  weightedMean,
  type NamingSubject,
  type ScaledSubject,
  type TrustAnswer,
  type TrustScale,
  type TrustSubject,
  type TrustTwin,
} from './trust-subject';

export interface TrustOptions {
  /** Seeds the resampling, so a report computed again says the same. */
  seed: string;
  /** 'offline' answers the same every time; any other provider is sampled at its temperature. */
  provider: string;
  engineVersion: string;
  now: Date;
  /** A few twins asked again (LLM providers). */
  retest?: Retest | null;
  draws?: number;
  reference?: ReferenceFigures;
  /**
   * When the twins come from workspace audiences: their names and the national library's twins, whose weighted mix
   * the panel is set beside instead of the market's (issue 31).
   */
  audience?: { names: readonly string[]; library: readonly TrustTwin[] } | null;
}

/** A top answer kept in this share of resampled panels reads as stable; below the second, as unstable. */
const STABLE = 0.9;
const FAIRLY_STABLE = 0.7;

const percent = (share: number): string => `${Math.round(share * 100)}%`;

function stabilityNote(provider: string, retest: Retest | null, scale: TrustScale | null): string {
  if (provider === 'offline')
    return 'The offline engine gives a twin the same answer every time it is asked, so the resampled panels are its whole stability.';
  if (!retest || !scale)
    return 'No twin was asked a second time on this run; the resampled panels are its stability.';
  // On two points, staying on the same side is all there is to say.
  const moved =
    scale.points > 2 ? `, and answers moved ${retest.meanDifference.toFixed(1)} points on average` : '';
  return `${retest.twins} ${retest.twins === 1 ? 'twin was' : 'twins were'} asked again at the provider's temperature: ${percent(retest.sameSide)} stayed on the same side of ${scale.sides}${moved}.`;
}

function stabilityPhrase(report: TrustReport['stability'], currency: PricingCurrency | undefined): string {
  if (report.ranking) {
    const { holds, top } = report.ranking;
    const word = holds >= STABLE ? 'Stable' : holds >= FAIRLY_STABLE ? 'Fairly stable' : 'Unstable';
    return `${word}: the top answer (${top}) holds in ${percent(holds)} of resamples`;
  }
  const first = report.headlines[0];
  if (!first) return 'Too few answers to resample';
  return `${first.label} lies between ${formatFigure(first.low, first.unit, currency)} and ${formatFigure(first.high, first.unit, currency)} in 95% of resamples`;
}

function summaryOf(report: Omit<TrustReport, 'summary'>): string {
  const parts = [stabilityPhrase(report.stability, report.currency)];
  if (report.spread.tooAlike)
    parts.push(
      report.spread.people
        ? 'answers are much more alike than real people’s'
        : 'every twin gave the same answer',
    );
  else if (report.spread.people) parts.push('answers are as varied as real people’s');
  if (report.positivity.tooPositive) parts.push('far more positive than real people');
  parts.push(report.measuredDomain.measured ? 'in a measured domain' : 'outside the measured domains');
  return parts.join('; ');
}

/** Every twin's chance of a positive answer per comparable question: one list over the twins per question. */
function questionsOf<Detail>(subject: ScaledSubject<Detail>): number[][] {
  const chances = subject.answers.map((a) => positiveChancesOf(a, subject.scale));
  const count = Math.min(...chances.map((c) => c.length));
  return Array.from({ length: count }, (_, q) => chances.map((c) => c[q]!));
}

type Sections = Pick<TrustReport, 'spread' | 'positivity'> & {
  resampled: ReturnType<typeof bootstrapStability>;
};

/** Answers on a scale: the top-two-box share is resampled with the headlines, for positivity's interval. */
function scaledSections<Detail>(
  subject: ScaledSubject<Detail>,
  people: PeopleReference | null,
  seed: string,
  draws: number,
): Sections {
  const topBox = {
    key: 'top-box',
    label: 'Top-two-box share',
    unit: 'share' as const,
    of: (answers: readonly TrustAnswer<Detail>[]) =>
      weightedMean(answers, (a) => {
        const chances = positiveChancesOf(a, subject.scale);
        return chances.reduce((s, c) => s + c, 0) / chances.length;
      }),
  };
  const resampled = bootstrapStability(
    { ...subject, headlines: [...subject.headlines, topBox] },
    seed,
    draws,
  );
  return {
    resampled: { ...resampled, headlines: resampled.headlines.slice(0, -1) },
    spread: spreadOf(
      questionsOf(subject),
      subject.answers.map((a) => a.value),
      people,
    ),
    positivity: positivityOf(resampled.headlines.at(-1)!, people),
  };
}

/** Named figures: their spread over the twins; no answer is positive. */
const namingSections = <Detail>(subject: NamingSubject<Detail>, seed: string, draws: number): Sections => ({
  resampled: bootstrapStability(subject, seed, draws),
  spread: namedSpreadOf(subject.named, subject.answers),
  positivity: positivityNotApplicable(subject.named),
});

/** The trust report of one run, from any run type's answers (see TrustSubject). Pure: the same input, the same report. */
export function buildTrustReport<Detail>(subject: TrustSubject<Detail>, options: TrustOptions): TrustReport {
  const reference = options.reference ?? REFERENCE_FIGURES;
  const domain = subject.concept === null ? null : measuredDomainKindOf(subject.concept);
  const draws = options.draws ?? BOOTSTRAP_DRAWS;
  const { resampled, spread, positivity } =
    subject.scale === null
      ? namingSections(subject, options.seed, draws)
      : scaledSections(
          subject,
          subject.comparable === 'purchase'
            ? domain === 'venueOffer'
              ? reference.people.coupon
              : domain === 'everydayProduct'
                ? reference.people.pricing
                : reference.people.both
            : null,
          options.seed,
          draws,
        );
  // A second sample compares points on a scale; twins who name figures have none to compare.
  const retest = options.provider === 'offline' || subject.scale === null ? null : (options.retest ?? null);
  const report: Omit<TrustReport, 'summary'> = {
    stability: { ...resampled, retest, note: stabilityNote(options.provider, retest, subject.scale) },
    spread,
    positivity,
    measuredDomain: domain
      ? {
          measured: true,
          note: MEASURED_DOMAIN_NOTES[domain],
          figures: reference.measured[domain],
          source: reference.measured.source,
        }
      : { measured: false, note: MEASURED_DOMAIN_NOTES.outside, figures: [], source: null },
    panel: panelReportOf(
      subject.answers.map((a) => a.twin),
      reference.market,
      options.audience ?? null,
    ),
    ...(subject.currency ? { currency: subject.currency } : {}),
    engineVersion: options.engineVersion,
    computedAt: options.now.toISOString(),
  };
  return { summary: summaryOf(report), ...report };
}
