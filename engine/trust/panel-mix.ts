import type { PanelReport } from '../../contracts/trust-report';
import type { ReferenceFigures } from './reference-figures';
import type { TrustTwin } from './trust-subject';

/**
 * Below this many twins a segment's figure is not read: with two, one twin moves the segment's mean by half the
 * distance between them, and the segment has no spread of its own to judge that by.
 */
export const MIN_SEGMENT_TWINS = 3;

type Dimension = { name: string; segmentOf: (twin: TrustTwin) => string | null };
const DIMENSIONS: readonly Dimension[] = [
  { name: 'Age', segmentOf: (t) => t.ageGroup },
  { name: 'Country', segmentOf: (t) => t.country },
  { name: 'Income', segmentOf: (t) => t.income },
];

const weightOf = (twins: readonly TrustTwin[]): number => twins.reduce((s, t) => s + t.weight, 0);

/**
 * Total variation distance (half the summed gaps) between the panel's weighted shares over `segments` and its
 * market's: each country's shares counted by how much of the panel's weight that country holds.
 */
function mixDistance(
  twins: readonly TrustTwin[],
  segments: readonly string[],
  segmentOf: (twin: TrustTwin) => string | null,
  marketShares: Record<string, number[]>,
): number | null {
  const known = twins.filter((t) => t.country !== null && marketShares[t.country] && segmentOf(t) !== null);
  const total = weightOf(known);
  if (total === 0) return null;
  const market = segments.map((_, i) =>
    known.reduce((s, t) => s + (t.weight / total) * (marketShares[t.country!]![i]! / 100), 0),
  );
  const panel = segments.map((segment) => weightOf(known.filter((t) => segmentOf(t) === segment)) / total);
  return segments.reduce((s, _, i) => s + Math.abs(panel[i]! - market[i]!), 0) / 2;
}

/** The panel's size, how far its weighted mix of age and income is from its market's, and the segments too small to read. */
export function panelReportOf(twins: readonly TrustTwin[], market: ReferenceFigures['market']): PanelReport {
  const mix = [
    { dimension: 'Age', distance: mixDistance(twins, market.ageBands, (t) => t.ageGroup, market.ageShare) },
    {
      dimension: 'Income',
      distance: mixDistance(twins, market.incomeBrackets, (t) => t.income, market.incomeShare),
    },
  ].flatMap(({ dimension, distance }) => (distance === null ? [] : [{ dimension, distance }]));
  const smallSegments = DIMENSIONS.flatMap(({ name, segmentOf }) => {
    const counts = new Map<string, number>();
    for (const twin of twins) {
      const segment = segmentOf(twin);
      if (segment !== null) counts.set(segment, (counts.get(segment) ?? 0) + 1);
    }
    return [...counts]
      .filter(([, count]) => count < MIN_SEGMENT_TWINS)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([segment, count]) => ({ dimension: name, segment, twins: count }));
  });
  const distance = mix.length === 0 ? 0 : mix.reduce((s, m) => s + m.distance, 0) / mix.length;
  const countries = [...new Set(twins.flatMap((t) => (t.country ? [t.country] : [])))].sort();
  return {
    size: twins.length,
    countries,
    mixDistance: distance,
    mix,
    minSegmentTwins: MIN_SEGMENT_TWINS,
    smallSegments,
    source: market.source,
    note:
      `${twins.length} ${twins.length === 1 ? 'twin' : 'twins'}; weighted, the panel's mix is ${Math.round(distance * 100)}% away from its market's` +
      (smallSegments.length > 0
        ? `; ${smallSegments.length} ${smallSegments.length === 1 ? 'segment has' : 'segments have'} fewer than ${MIN_SEGMENT_TWINS} twins to read.`
        : '.'),
  };
}
