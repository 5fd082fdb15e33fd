import { describe, expect, it } from 'vitest';
import type { Persona } from '@contracts/personas';
import { describeZScore } from './big-five-bars';
import { searchPersonas } from './search-personas';

const persona = (name: string, occupation: string, location: string) =>
  ({ name, occupation, location, city: location.split(',')[0] }) as Persona;
const people = [
  persona('Mary Bonello', 'Retired welder', 'Lija, Malta'),
  persona('Daan de Vries', 'Software engineer', 'Amsterdam, Netherlands'),
];

describe('searchPersonas', () => {
  it('matches every word against name, occupation and city, ignoring case', () => {
    expect(searchPersonas(people, 'mary').map((p) => p.name)).toEqual(['Mary Bonello']);
    expect(searchPersonas(people, 'ENGINEER amsterdam').map((p) => p.name)).toEqual(['Daan de Vries']);
    expect(searchPersonas(people, 'welder amsterdam')).toEqual([]);
    expect(searchPersonas(people, '  ')).toHaveLength(2);
  });
});

describe('describeZScore', () => {
  it('reads a z-score relative to the population mean', () => {
    expect([-2, -1, 0, 0.49, 0.5, 1.6].map(describeZScore)).toEqual([
      'Very low',
      'Below average',
      'Average',
      'Average',
      'Above average',
      'Very high',
    ]);
  });
});
