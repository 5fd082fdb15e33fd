import type { PanelReport } from '@contracts/trust-report';
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

/** The panel's weighted age and income mix beside its market's. */
function marketMix(
  twins: readonly TrustTwin[],
  market: ReferenceFigures['market'],
): Array<{ dimension: string; distance: number }> {
  return [
    { dimension: 'Age', distance: mixDistance(twins, market.ageBands, (t) => t.ageGroup, market.ageShare) },
    {
      dimension: 'Income',
      distance: mixDistance(twins, market.incomeBrackets, (t) => t.income, market.incomeShare),
    },
  ].flatMap(({ dimension, distance }) => (distance === null ? [] : [{ dimension, distance }]));
}

/** What an audience's mix is set beside: each dimension an audience's records may carry. */
const LIBRARY_DIMENSIONS: readonly Dimension[] = [
  { name: 'Age', segmentOf: (t) => t.ageGroup },
  { name: 'Gender', segmentOf: (t) => t.gender },
  { name: 'Income', segmentOf: (t) => t.income },
  { name: 'Country', segmentOf: (t) => t.country },
];

/** Each segment's share of the twins' weight, over the twins the dimension knows. */
function weightedShares(twins: readonly TrustTwin[], segmentOf: Dimension['segmentOf']): Map<string, number> {
  const known = twins.filter((t) => segmentOf(t) !== null);
  const total = weightOf(known);
  const shares = new Map<string, number>();
  for (const twin of known)
    shares.set(segmentOf(twin)!, (shares.get(segmentOf(twin)!) ?? 0) + twin.weight / total);
  return shares;
}

/**
 * An audience's weighted mix beside the national library's, per dimension the audience carries: the library's twins
 * of the audience's countries (all of them when the audience names none), total variation distance.
 */
function libraryMix(
  twins: readonly TrustTwin[],
  library: readonly TrustTwin[],
): Array<{ dimension: string; distance: number }> {
  const countries = new Set(twins.flatMap((t) => (t.country ? [t.country] : [])));
  const national =
    countries.size === 0 ? library : library.filter((t) => t.country && countries.has(t.country));
  return LIBRARY_DIMENSIONS.flatMap(({ name, segmentOf }) => {
    const own = weightedShares(twins, segmentOf);
    const theirs = weightedShares(national, segmentOf);
    if (own.size === 0 || theirs.size === 0) return [];
    const segments = new Set([...own.keys(), ...theirs.keys()]);
    const distance =
      [...segments].reduce((s, k) => s + Math.abs((own.get(k) ?? 0) - (theirs.get(k) ?? 0)), 0) / 2;
    return [{ dimension: name, distance: Math.min(1, distance) }];
  });
}

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

/**
 * The panel's size, how far its weighted mix is from what it stands for, and the segments too small to read. A panel
 * of library twins stands for its market (age and income); one from workspace audiences is set beside the national
 * library's weighted mix instead (age, gender, income, country, as the audience carries them).
 */
export function panelReportOf(
  twins: readonly TrustTwin[],
  market: ReferenceFigures['market'],
  audience: { names: readonly string[]; library: readonly TrustTwin[] } | null = null,
): PanelReport {
  const fromAudience = audience !== null && audience.names.length > 0;
  const mix = fromAudience ? libraryMix(twins, audience.library) : marketMix(twins, market);
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
  const from = fromAudience
    ? `the twins come from ${audience.names.length === 1 ? 'the audience' : 'the audiences'} ${audience.names.join(', ')}; weighted, their mix is ${Math.round(distance * 100)}% away from the national library's`
    : `weighted, the panel's mix is ${Math.round(distance * 100)}% away from its market's`;
  return {
    size: twins.length,
    countries,
    mixDistance: distance,
    mix,
    minSegmentTwins: MIN_SEGMENT_TWINS,
    smallSegments,
    comparedWith: fromAudience ? 'library' : 'market',
    audiences: fromAudience ? [...audience.names] : [],
    source: fromAudience
      ? 'The national library of twins (its survey weights), in the countries the audience names'
      : market.source,
    note:
      `${twins.length} ${twins.length === 1 ? 'twin' : 'twins'}; ${from}` +
      (smallSegments.length > 0
        ? `; ${smallSegments.length} ${smallSegments.length === 1 ? 'segment has' : 'segments have'} fewer than ${MIN_SEGMENT_TWINS} twins to read.`
        : '.'),
  };
}
