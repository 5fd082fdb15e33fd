import type { LikertDistribution, LikertMethod } from '@contracts/twin-answers';
import type { Embedder } from './embedder';
import { likertFromText } from './likert-from-text';
import { semanticSimilarityRating } from './semantic-similarity-rating';
import { SSR_ANCHORS, SSR_TEMPERATURE, type LikertScale } from './ssr-anchors';

export type LikertDistributions = Record<LikertScale, LikertDistribution>;

export interface LikertRater {
  readonly method: LikertMethod;
  /** The model's own words per scale (every scale, or those asked) to a distribution over 1..5 per scale. */
  rate<S extends LikertScale>(texts: Record<S, string>): Promise<Record<S, LikertDistribution>>;
}

const scalesOf = <S extends LikertScale>(texts: Record<S, string>) => Object.keys(texts) as S[];

const mapScales = <S extends LikertScale, T>(scales: S[], rate: (scale: S) => T): Record<S, T> =>
  Object.fromEntries(scales.map((scale) => [scale, rate(scale)])) as Record<S, T>;

/** Semantic-similarity rating with an embedder; the anchor-phrase reading without one. */
export function createLikertRater(embed: Embedder | undefined): LikertRater {
  if (!embed)
    return {
      method: 'anchor-phrases',
      rate: async (texts) => mapScales(scalesOf(texts), (scale) => likertFromText(texts[scale])),
    };
  return {
    method: 'ssr',
    async rate(texts) {
      // One request per answer: its texts and, until they are cached, every anchor statement of their scales.
      const scales = scalesOf(texts);
      const all = [
        ...scales.map((scale) => texts[scale]),
        ...scales.flatMap((scale) => SSR_ANCHORS[scale].flat()),
      ];
      const embeddings = await embed(all);
      const embeddingOf = new Map(all.map((text, i) => [text, embeddings[i]!]));
      return mapScales(scales, (scale) =>
        semanticSimilarityRating(
          embeddingOf.get(texts[scale])!,
          SSR_ANCHORS[scale].map((set) => set.map((anchor) => embeddingOf.get(anchor)!)),
          SSR_TEMPERATURE,
        ),
      );
    },
  };
}
