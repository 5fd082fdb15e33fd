// Results by segment: each twin in one segment per dimension, the figure computed on that segment's twins alone,
// and segments under MIN_SEGMENT_TWINS left out (too few twins to say anything), with how many were left out.
import { audienceIdOfTwin } from '@contracts/audiences';
import { AGE_GROUPS, type Persona } from '@contracts/personas';
import { MIN_SEGMENT_TWINS, SEGMENT_DIMENSIONS, type SegmentDimension } from '@contracts/research-panel';

function ageBandOf(age: number): string {
  return (
    AGE_GROUPS.find((band) => {
      const [low, high] = band.split(/[-+]/).map((part) => Number.parseInt(part, 10));
      return age >= low! && (high === undefined || Number.isNaN(high) || age <= high);
    }) ?? 'under 18'
  );
}

const SEGMENT_OF: Record<SegmentDimension, (persona: Persona) => string | undefined> = {
  'Age band': (persona) => ageBandOf(persona.age),
  Gender: (persona) => persona.gender.charAt(0).toUpperCase() + persona.gender.slice(1),
  Income: (persona) => `${persona.segments.income_bracket} income`,
  Parents: (persona) =>
    persona.segments.has_children === undefined
      ? undefined
      : persona.segments.has_children
        ? 'Parents'
        : 'Not parents',
  Country: (persona) => persona.country_code,
  // By the audience's id: the engine does not know its name (the server puts it in, nameAudienceSegments).
  Audience: (persona) => audienceIdOfTwin(persona.id),
};

export interface SegmentResult<Figure> {
  dimension: SegmentDimension;
  segment: string;
  /** Twins in the segment. */
  twins: number;
  /** The segment's share of the panel's survey weight. */
  weightShare: number;
  figure: Figure;
}

export interface SegmentBreakdown<Figure> {
  segments: SegmentResult<Figure>[];
  /** Per dimension, how many segments were left out for having under MIN_SEGMENT_TWINS twins. */
  hidden: Record<SegmentDimension, number>;
}

/** `figureOf` receives the indices (into `personas`) of one segment's twins. */
export function segmentBreakdown<Figure>(
  personas: readonly Persona[],
  weights: readonly number[],
  figureOf: (indices: number[]) => Figure,
): SegmentBreakdown<Figure> {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const hidden = Object.fromEntries(SEGMENT_DIMENSIONS.map((d) => [d, 0])) as Record<
    SegmentDimension,
    number
  >;
  const segments = SEGMENT_DIMENSIONS.flatMap((dimension) => {
    const groups = new Map<string, number[]>();
    personas.forEach((persona, i) => {
      const segment = SEGMENT_OF[dimension](persona);
      if (segment !== undefined) groups.set(segment, [...(groups.get(segment) ?? []), i]);
    });
    return [...groups]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([segment, indices]) => {
        if (indices.length < MIN_SEGMENT_TWINS) {
          hidden[dimension] += 1;
          return [];
        }
        const weight = indices.reduce((sum, i) => sum + weights[i]!, 0);
        return [
          {
            dimension,
            segment,
            twins: indices.length,
            weightShare: totalWeight > 0 ? weight / totalWeight : 0,
            figure: figureOf(indices),
          },
        ];
      });
  });
  return { segments, hidden };
}
