// Brand 360 for language models: the prompt, what the model returns, and how it becomes the contract's answer.
// Ratings are chosen as words (five levels), never asked as bare numbers.
import { z } from 'zod';
import type { Provenance } from '@contracts/twin-answers';
import {
  brandAnswerSchema,
  BRAND_DIMENSIONS,
  BRAND_DIMENSION_LABELS,
  type BrandAnswer,
  type BrandDimension,
} from '@contracts/brand-study';
import type { Persona } from '@contracts/personas';
import { sentimentOf, sentimentScoreOf } from '../../offline/model/answer-metrics';
import type { BrandStudyBrand } from '../../provider';

/** The five worded levels a twin picks per dimension and the score each stands for. */
export const RATING_LEVELS = { 'very low': 10, low: 30, middling: 50, high: 70, 'very high': 90 } as const;
const levelSchema = z.enum(
  Object.keys(RATING_LEVELS) as [keyof typeof RATING_LEVELS, ...Array<keyof typeof RATING_LEVELS>],
);

const brandRatingOutput = z.object({
  brand: z.string().min(1).describe('The brand name exactly as given'),
  ...(Object.fromEntries(
    BRAND_DIMENSIONS.map((d) => [
      d,
      levelSchema.describe(`Your ${BRAND_DIMENSION_LABELS[d].toLowerCase()} for this brand, in words`),
    ]),
  ) as Record<BrandDimension, typeof levelSchema>),
  bringsToMind: z
    .array(z.string().min(1))
    .max(4)
    .describe('Two to four words or short phrases the brand brings to your mind'),
});

/** The answer asked for: exactly one rating per brand, so a model cannot leave a competitor out. */
export const brandPerceptionOutputSchema = (brand: BrandStudyBrand) =>
  z.object({
    ratings: z
      .array(brandRatingOutput)
      .length(brand.competitors.length + 1)
      .describe('One entry for the brand and one for each competitor, in the order given'),
    reasons: z.object(
      Object.fromEntries(
        BRAND_DIMENSIONS.map((d) => [
          d,
          z
            .string()
            .min(1)
            .describe(
              `One first-person sentence: why you rate the brand so on ${BRAND_DIMENSION_LABELS[d].toLowerCase()}`,
            ),
        ]),
      ) as Record<BrandDimension, z.ZodString>,
    ),
    comparison: z
      .string()
      .min(1)
      .describe('One sentence: how the brand compares for you with the competitor you rate best'),
  });
export type BrandPerceptionOutput = z.infer<ReturnType<typeof brandPerceptionOutputSchema>>;

export function brandPerceptionPrompt(brand: BrandStudyBrand): string {
  return [
    'A company studies how people like you see its brand next to its competitors.',
    `<brand>\nName: ${brand.name}\nCategory: ${brand.category}\nDescription: ${brand.description}\n</brand>`,
    `Competitors: ${brand.competitors.join(', ')}`,
    `For ${brand.name} and then each competitor, say in words (very low, low, middling, high, very high) your awareness of it,`,
    'how good your associations with it are, how much you trust it, how good value it seems, and how well it fits your life;',
    'list what each brand brings to mind. Judge the competitors by what you would know of them as this person.',
    'If you know nothing of a competitor beyond its name, rate it middling (awareness low) and never above the brand described: nothing supports more.',
    `What ${brand.name} brings to mind comes from its category and its description, not from where you go out.`,
    `Then give one reason per dimension for ${brand.name}, citing its description and your own life, and compare it with the best competitor.`,
  ].join('\n');
}

/** The model's words as the contract's answer; brands it left out or renamed make the answer invalid. */
export function toBrandAnswer(
  persona: Persona,
  brand: BrandStudyBrand,
  output: BrandPerceptionOutput,
  generatedBy: Provenance,
): BrandAnswer {
  const names = [brand.name, ...brand.competitors];
  const ratings = names.map((name, index) => {
    const rated =
      output.ratings.find((r) => r.brand.trim().toLowerCase() === name.toLowerCase()) ??
      output.ratings[index];
    if (!rated) throw new Error(`The model did not rate ${name}`);
    return {
      brand: name,
      isOwn: index === 0,
      scores: Object.fromEntries(BRAND_DIMENSIONS.map((d) => [d, RATING_LEVELS[rated[d]]])) as Record<
        BrandDimension,
        number
      >,
      associations: rated.bringsToMind,
      // The brand's ratings rest on its profile; a competitor's on the model's own knowledge, which is neither.
      ...(index === 0 ? { basis: 'profile' as const } : {}),
    };
  });
  const own = ratings[0]!.scores;
  const expected =
    1 + (4 * BRAND_DIMENSIONS.reduce((sum, d) => sum + own[d], 0)) / (100 * BRAND_DIMENSIONS.length);
  return brandAnswerSchema.parse({
    personaId: persona.id,
    personaName: persona.name,
    ratings,
    reasons: output.reasons,
    comparison: output.comparison,
    text: [...BRAND_DIMENSIONS.map((d) => output.reasons[d]), output.comparison].join(' '),
    sentiment: sentimentOf(expected),
    sentimentScore: sentimentScoreOf(expected),
    generatedBy,
  });
}
