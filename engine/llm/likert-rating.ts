import type { LikertDistribution, LikertMethod } from '../../contracts/twin-answers';
import type { Embedder } from './embedder';
import { likertFromText } from './likert-from-text';
import { semanticSimilarityRating } from './semantic-similarity-rating';
import { SSR_ANCHORS, SSR_TEMPERATURE, type LikertScale } from './ssr-anchors';

export type LikertTexts = Record<LikertScale, string>;
export type LikertDistributions = Record<LikertScale, LikertDistribution>;

export interface LikertRater {
  readonly method: LikertMethod;
  /** The model's own words per scale to a distribution over 1..5 per scale. */
  rate(texts: LikertTexts): Promise<LikertDistributions>;
}

const SCALES = Object.keys(SSR_ANCHORS) as LikertScale[];

const mapScales = <T>(rate: (scale: LikertScale) => T): Record<LikertScale, T> =>
  Object.fromEntries(SCALES.map((scale) => [scale, rate(scale)])) as Record<LikertScale, T>;

/** Semantic-similarity rating with an embedder; the anchor-phrase reading without one. */
export function createLikertRater(embed: Embedder | undefined): LikertRater {
  if (!embed)
    return {
      method: 'anchor-phrases',
      rate: async (texts) => mapScales((scale) => likertFromText(texts[scale])),
    };
  return {
    method: 'ssr',
    async rate(texts) {
      // One request per answer: both texts and, until they are cached, every anchor statement.
      const all = [
        ...SCALES.map((scale) => texts[scale]),
        ...SCALES.flatMap((scale) => SSR_ANCHORS[scale].flat()),
      ];
      const embeddings = await embed(all);
      const embeddingOf = new Map(all.map((text, i) => [text, embeddings[i]!]));
      return mapScales((scale) =>
        semanticSimilarityRating(
          embeddingOf.get(texts[scale])!,
          SSR_ANCHORS[scale].map((set) => set.map((anchor) => embeddingOf.get(anchor)!)),
          SSR_TEMPERATURE,
        ),
      );
    },
  };
}
