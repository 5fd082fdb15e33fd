// The segment breakdown of a figure over the twins that answered, for types whose analysis does not carry one.
import type { SegmentStat } from '@contracts/twin-answers';
import type { Persona } from '@contracts/personas';
import { ageGroupOf } from '@engine/overall-analysis';
import type { SegmentGroup } from './pdf-kit';

type Scored = { persona: Persona | undefined; value: number };

function statsBy(scored: Scored[], key: (persona: Persona) => string | undefined): SegmentStat[] {
  const groups = new Map<string, number[]>();
  for (const { persona, value } of scored) {
    const segment = persona ? key(persona) : undefined;
    if (!segment) continue;
    groups.set(segment, [...(groups.get(segment) ?? []), value]);
  }
  return [...groups]
    .map(([segment, values]) => ({
      segment,
      n: values.length,
      meanScore: values.reduce((sum, value) => sum + value, 0) / values.length,
    }))
    .sort((a, b) => a.segment.localeCompare(b.segment));
}

/** Age group, country and income, each twin once, its figure averaged within each segment. */
export function segmentsOf(scored: Scored[]): SegmentGroup[] {
  return [
    { label: 'Age group', stats: statsBy(scored, (persona) => ageGroupOf(persona.age)) },
    { label: 'Country', stats: statsBy(scored, (persona) => persona.country_code) },
    { label: 'Income', stats: statsBy(scored, (persona) => persona.segments.income_bracket) },
  ];
}
