import { describe, expect, it } from 'vitest';
import { AUDIENCE_MAX_ROWS } from '@contracts/audiences';
import { loadPopulation } from '@db/seed/population-data';
import { audienceCsv, audienceRecords } from '../../../e2e/support/audience-records';
import { readTable } from '../../infrastructure/audience-file/read-table';
import { buildAudience, mixOf, summarise } from './build-audience';
import { readRecords, settleMapping } from './read-records';

const fileOf = (rows: number) => new TextEncoder().encode(audienceCsv(audienceRecords({ rows, seed: 7 })));

describe('summarised audiences', () => {
  it("weights 500 of a large file's records so that every share of its mix is within 2 points of the whole file's", () => {
    const table = readTable(fileOf(6_000), AUDIENCE_MAX_ROWS);
    const { records } = readRecords(table, settleMapping(table, undefined), loadPopulation(), undefined);
    const chosen = summarise(records, '00000000-0000-4000-8000-000000000001');
    expect(chosen).toHaveLength(500);
    const whole = mixOf(records);
    const summary = mixOf(
      chosen.map((c) => c.record),
      chosen.map((c) => c.weight),
    );
    let largest = 0;
    for (const [dimension, shares] of whole)
      for (const [category, share] of shares)
        largest = Math.max(largest, Math.abs(share - (summary.get(dimension)?.get(category) ?? 0)));
    expect(largest).toBeLessThanOrEqual(0.02);
  });

  it('keeps a small file as one twin per record, the same twins for the same audience', () => {
    const options = { audienceId: '00000000-0000-4000-8000-000000000002' };
    const first = buildAudience(fileOf(40), options);
    expect(first).toMatchObject({ mode: 'records', recordCount: 40, rejectedCount: 0 });
    expect(first.twins).toHaveLength(40);
    expect(buildAudience(fileOf(40), options).twins).toEqual(first.twins);
  });

  it('never gives a twin the name of a customer in the file, even when the draw would land on it', () => {
    const options = { audienceId: '00000000-0000-4000-8000-000000000005' };
    const records = audienceRecords({ rows: 30, seed: 7 });
    const drawn = buildAudience(new TextEncoder().encode(audienceCsv(records)), options).twins.map(
      (t) => t.name,
    );
    // The same customers named as the draw named their twins: the same stream would give each its own name.
    const namedAsTwins = records.map((record, i) => ({ ...record, 'Full name': drawn[i]! }));
    const twins = buildAudience(new TextEncoder().encode(audienceCsv(namedAsTwins)), options).twins;
    const customers = new Set(drawn.map((name) => name.toLowerCase()));
    expect(twins.filter((twin) => customers.has(twin.name.toLowerCase()))).toEqual([]);
    expect(twins).toHaveLength(30);
  });

  it('reads quoted CSV cells with separators, quotes and line breaks, and counts lines as the file has them', () => {
    const csv = 'Age,Country,Comments\r\n34,UK,"Says ""great"", then\nchanges mind"\r\nold,UK,x\r\n';
    const audience = buildAudience(new TextEncoder().encode(csv), {
      audienceId: '00000000-0000-4000-8000-000000000003',
    });
    expect(audience.twins[0]!.valuesAndBeliefs[0]).toBe('Says "great", then\nchanges mind');
    expect(audience.rejectedRows).toEqual([{ line: 4, reason: 'Age "old" is not a number of years.' }]);
  });

  it('never quotes a value that reaches a person in the reason a row is left out', () => {
    const csv =
      'Age,Country,Town\r\n34,UK,ann.borg@example.com\r\n40,UK,Leeds\r\n51,UK,York\r\n62,UK,Bath\r\n';
    const audience = buildAudience(new TextEncoder().encode(csv), {
      audienceId: '00000000-0000-4000-8000-000000000004',
      mapping: { Age: 'age', Country: 'country', Town: 'city' },
    });
    expect(audience.rejectedRows).toEqual([
      { line: 2, reason: 'City that looks like an email address or phone number is not a city name.' },
    ]);
    expect(JSON.stringify(audience)).not.toContain('ann.borg');
  });
});

describe('names in a file', () => {
  const csv = [
    'Full name,Email,Age,Country,Job title,Notes',
    'Liam Camilleri,liam@example.com,34,Malta,Florist,Call Liam Camilleri on +356 7912 3456 about his order',
    'Anna Borg,anna@example.com,41,Malta,Teacher,Camilleri referred her; Sophie Martin from accounts says hi',
    'Joe Vella,joe@example.com,Anna,Malta,Nurse,Will call back in May',
    'Rita Zammit,rita@example.com,52,Malta,Joseph Grech,Fine',
  ].join('\n');

  it('strikes the names of the identifying columns and listed first-name-surname pairs from kept text, and never quotes a name in a reason', () => {
    const table = readTable(new TextEncoder().encode(csv), AUDIENCE_MAX_ROWS);
    const { records, rejected } = readRecords(
      table,
      settleMapping(table, undefined),
      loadPopulation(),
      undefined,
    );
    expect(records.map((record) => record.facts.attitudes)).toEqual([
      ['Call [name removed] on [number removed] about his order'],
      ['[name removed] referred her; [name removed] from accounts says hi'],
    ]);
    expect(rejected).toEqual([
      { line: 4, reason: 'Age that looks like a personal name is not a number of years.' },
      { line: 5, reason: 'Occupation that looks like a personal name is not a job.' },
    ]);
  });
});
