import { cosineSimilarity } from 'ai';
import { LIKERT_POINTS, type LikertDistribution } from '@contracts/twin-answers';
import { roundDistribution } from '../offline/model/answer-metrics';

/** Embeddings of one anchor statement per Likert point, index 0 is point 1. */
export type AnchorSetEmbeddings = readonly (readonly number[])[];

const uniform = (): number[] => LIKERT_POINTS.map(() => 1 / LIKERT_POINTS.length);

/** One anchor set: similarity minus the smallest similarity, sharpened (temperature < 1) or flattened (> 1), normalised. */
function distributionForAnchorSet(
  answer: readonly number[],
  anchors: AnchorSetEmbeddings,
  temperature: number,
): number[] {
  if (anchors.length !== LIKERT_POINTS.length)
    throw new Error(`An anchor set needs ${LIKERT_POINTS.length} statements, got ${anchors.length}`);
  const similarities = anchors.map((anchor) => cosineSimilarity([...answer], [...anchor]));
  const lowest = Math.min(...similarities);
  const weights = similarities.map((similarity) => (similarity - lowest) ** (1 / temperature));
  const total = weights.reduce((sum, w) => sum + w, 0);
  // An answer equally similar to every anchor says nothing about the scale.
  return total > 0 ? weights.map((w) => w / total) : uniform();
}

/**
 * Semantic-similarity rating (Maier et al. 2025): a free-text answer becomes a distribution over 1..5 by its
 * cosine similarity to five anchor statements, averaged over the anchor sets.
 */
export function semanticSimilarityRating(
  answer: readonly number[],
  anchorSets: readonly AnchorSetEmbeddings[],
  temperature = 1,
): LikertDistribution {
  if (anchorSets.length === 0) throw new Error('Semantic-similarity rating needs at least one anchor set');
  if (!(temperature > 0)) throw new Error('The temperature must be positive');
  const perSet = anchorSets.map((anchors) => distributionForAnchorSet(answer, anchors, temperature));
  return roundDistribution(
    LIKERT_POINTS.map((_, point) => perSet.reduce((sum, p) => sum + p[point]!, 0) / perSet.length),
  );
}
