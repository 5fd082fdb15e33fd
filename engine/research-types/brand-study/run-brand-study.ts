// Brand 360's run: every twin rates the brand and its competitors, then the study's strengths and risks.
import type { Provenance } from '@contracts/twin-answers';
import {
  BRAND_DIMENSIONS,
  BRAND_DIMENSION_LABELS,
  brandStudyAnalysisSchema,
  type BrandAnswer,
  type BrandDimension,
  type BrandFinding,
  type BrandScores,
  type BrandStudyAnalysis,
  type RatingBasis,
} from '@contracts/brand-study';
import type { Persona } from '@contracts/personas';
import { EngineError } from '../../errors';
import { BRAND_MODEL } from './offline/brand-coefficients';
import type { BrandStudyBrand, SimulationProvider } from '../../provider';
import { askEveryPersona } from '../../panel';

export interface BrandStudyResult {
  /** In the order of `personas`. */
  answers: BrandAnswer[];
  overallAnalysis: BrandStudyAnalysis;
}

const mean = (values: number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;
const round1 = (value: number): number => Math.round(value * 10) / 10;

function findings(
  brand: string,
  own: BrandScores,
  allRivals: Array<{ brand: string; scores: BrandScores; basis?: RatingBasis }>,
): { strengths: BrandFinding[]; risks: BrandFinding[] } {
  // A rival rated on nothing is no yardstick: the brand is compared only with rivals something is known about.
  const rivals = allRivals.filter((rival) => rival.basis !== 'none');
  const strengths: BrandFinding[] = [];
  const risks: BrandFinding[] = [];
  for (const dimension of BRAND_DIMENSIONS) {
    const label = BRAND_DIMENSION_LABELS[dimension].toLowerCase();
    const best = [...rivals].sort((a, b) => b.scores[dimension] - a.scores[dimension])[0];
    const lead = best ? own[dimension] - best.scores[dimension] : 0;
    const versus = best
      ? ` (${Math.round(own[dimension])} vs ${Math.round(best.scores[dimension])} for ${best.brand})`
      : '';
    if (best && lead >= BRAND_MODEL.findingMargin)
      strengths.push({ dimension, text: `${brand} leads every competitor on ${label}${versus}.` });
    else if (own[dimension] >= BRAND_MODEL.strongFrom)
      strengths.push({
        dimension,
        text: `Twins rate ${brand}'s ${label} high (${Math.round(own[dimension])}/100).`,
      });
    if (best && -lead >= BRAND_MODEL.findingMargin)
      risks.push({ dimension, text: `${best.brand} beats ${brand} on ${label}${versus}.` });
    else if (own[dimension] < BRAND_MODEL.weakBelow)
      risks.push({
        dimension,
        text: `Twins rate ${brand}'s ${label} low (${Math.round(own[dimension])}/100).`,
      });
  }
  return { strengths, risks };
}

const listOf = (names: string[]): string =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Which ratings rest on the profile the user gave, which on the brand table, and which on nothing the engine knows. */
function basisNoteOf(brands: Array<{ brand: string; basis?: RatingBasis }>): { basisNote?: string } {
  const known = brands.filter((b) => b.basis === 'profile').map((b) => b.brand);
  const table = brands.filter((b) => b.basis === 'knowledge').map((b) => b.brand);
  const unknown = brands.filter((b) => b.basis === 'none').map((b) => b.brand);
  if (known.length === 0 && table.length === 0 && unknown.length === 0) return {};
  const parts = [
    known.length > 0 ? `Ratings for ${listOf(known)} rest on the profile you gave.` : '',
    table.length > 0
      ? `Ratings for ${listOf(table)} start from what people know of ${table.length === 1 ? 'it' : 'them'}: estimated awareness in each twin's country and ${table.length === 1 ? 'its' : 'their'} price tier.`
      : '',
    unknown.length > 0
      ? `Ratings for ${listOf(unknown)} rest on nothing but the name: the twins place ${unknown.length === 1 ? 'it' : 'them'} around the category's middle with wide uncertainty, never above your brand. Describe a competitor to rate it properly.`
      : '',
  ];
  return { basisNote: parts.filter(Boolean).join(' ') };
}

/** The study's overall analysis: each brand's mean ratings, and where the brand leads or trails its best competitor. */
export function summarizeBrandStudy(
  brand: BrandStudyBrand,
  answers: BrandAnswer[],
  generatedBy: Provenance,
): BrandStudyAnalysis {
  const names = [brand.name, ...brand.competitors];
  const brands = names.map((name, index) => {
    const ratings = answers
      .map((answer) => answer.ratings.find((r) => r.brand === name))
      .filter((r) => r !== undefined);
    const scores = Object.fromEntries(
      BRAND_DIMENSIONS.map((d) => [d, Math.round(mean(ratings.map((r) => r.scores[d])))]),
    ) as BrandScores;
    const counts = new Map<string, number>();
    for (const word of ratings.flatMap((r) => r.associations)) counts.set(word, (counts.get(word) ?? 0) + 1);
    const associations = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 6)
      .map(([word]) => word);
    const basis = ratings.every((r) => r.basis === 'none')
      ? ('none' as const)
      : ratings.some((r) => r.basis === 'profile')
        ? ('profile' as const)
        : ratings.some((r) => r.basis === 'knowledge')
          ? ('knowledge' as const)
          : undefined;
    const spread =
      ratings.length > 1
        ? round1(
            mean(
              BRAND_DIMENSIONS.map((d) => {
                const values = ratings.map((r) => r.scores[d]);
                return (Math.max(...values) - Math.min(...values)) / 2;
              }),
            ),
          )
        : undefined;
    return {
      brand: name,
      isOwn: index === 0,
      scores,
      associations,
      ...(basis ? { basis } : {}),
      ...(spread === undefined ? {} : { spread }),
    };
  });
  const own = brands[0]!;
  const share = (sentiment: BrandAnswer['sentiment']) =>
    Math.round((100 * answers.filter((a) => a.sentiment === sentiment).length) / Math.max(1, answers.length));
  const distribution = {
    positive: share('positive'),
    neutral: share('neutral'),
    negative: share('negative'),
  };
  const overall = (Object.keys(distribution) as Array<keyof typeof distribution>).sort(
    (a, b) => distribution[b] - distribution[a],
  )[0]!;
  return brandStudyAnalysisSchema.parse({
    brand: brand.name,
    brands,
    ...findings(brand.name, own.scores, brands.slice(1)),
    ...basisNoteOf(brands),
    aggregateScore: round1(mean(BRAND_DIMENSIONS.map((d: BrandDimension) => own.scores[d]))),
    key_metrics: { overall_sentiment: overall },
    sentimentAnalysis: { distribution },
    twinCount: answers.length,
    generatedBy,
  });
}

export interface BrandStudyProgress {
  onAnswer?: (answer: BrandAnswer) => void | Promise<void>;
}

/** Every twin rates the brand at once (the provider bounds concurrency); any provider failure rejects with an EngineError. */
export async function executeBrandStudy(
  provider: SimulationProvider,
  personas: Persona[],
  brand: BrandStudyBrand,
  progress: BrandStudyProgress = {},
): Promise<BrandStudyResult> {
  if (brand.competitors.length === 0) throw new EngineError('A brand study needs at least one competitor');
  const answers = await askEveryPersona(
    provider,
    personas,
    (persona) => provider.rateBrand({ persona, brand }),
    progress.onAnswer,
  );
  const generatedBy = answers[0]!.generatedBy;
  return {
    answers,
    overallAnalysis: summarizeBrandStudy(brand, answers, {
      provider: generatedBy.provider,
      model: generatedBy.model,
      engineVersion: generatedBy.engineVersion,
    }),
  };
}
