import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SurveyFormatError } from './coupon-survey';
import { parseValidationData, questionsOf, readValidationData } from './data-shapes';
import { PRICING_COLUMNS, pricingConceptOf, pricingTwinOf, type PricingRow } from './pricing-scenario';
import { TYPICAL_US_ADULT } from './survey-twin';

const DATA = path.resolve(import.meta.dirname, '../../shared/data/validation');
const root = path.resolve(import.meta.dirname, '..');

/** Runs npm run validate's CLI with the offline engine. */
function validate(...args: string[]) {
  return spawnSync('npx', ['tsx', 'validation/validate-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, LLM_PROVIDER: 'offline' },
    encoding: 'utf8',
  });
}

const pricingRecord = (overrides: Partial<Record<string, string>> = {}) => ({
  respondent_id: 'T1',
  category: 'Fresh Eggs',
  product: "Eggland's Best Classic Extra Large White Eggs, 12 count",
  price_usd: '3.82',
  region: 'South (TX, OK, AR, LA, KY, TN, MS, AL, WV, DC, MD, DE, VA, NC, SC, GA, FL)',
  sex: 'Male',
  age_band: '65+',
  education: 'College graduate/some postgrad',
  race: 'White',
  marital_status: 'Never been married',
  religion: 'Protestant',
  religious_attendance: 'Never',
  party: 'Independent',
  income_band: '$100,000 or more',
  political_views: 'Moderate',
  household_size: '1',
  employment: 'Retired',
  ...overrides,
});

const csvOf = (records: Array<Record<string, string>>) => {
  const header = Object.keys(records[0]!);
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [header.join(','), ...records.map((r) => header.map((h) => quote(r[h] ?? '')).join(','))].join('\n');
};

describe('data shapes', () => {
  it('recognises each calibration file and a generic file by their columns alone', () => {
    expect(readValidationData(path.join(DATA, 'uci-coupon-calibration.csv')).shape).toBe('coupon');
    const pricing = readValidationData(path.join(DATA, 'twin2k-pricing-calibration.csv'));
    expect(pricing.shape).toBe('pricing');
    expect(pricing.shape === 'pricing' && pricing.rows).toHaveLength(740);
    const generic = parseValidationData('concept,age,children\nA cordless drill for $89,34,2\n', 'g.csv');
    expect(generic.shape).toBe('generic');
    // A pricing file without answers is still the pricing shape (Y is optional).
    expect(parseValidationData(csvOf([pricingRecord()]), 'p.csv').shape).toBe('pricing');
  });

  it('names the columns of every shape when a file has none of them', () => {
    const read = () => parseValidationData('name,score\nx,1\n', 'scores.csv');
    expect(read).toThrow(SurveyFormatError);
    expect(read).toThrow(/scores\.csv has none of the column sets/);
    expect(read).toThrow(/Its columns: name, score\./);
    expect(read).toThrow(/destination, passanger, weather/);
    expect(read).toThrow(new RegExp(PRICING_COLUMNS.join(', ')));
    expect(read).toThrow(/generic concepts: concept \(plus any of region, sex, age_band, age/);
  });

  it('says which pricing columns a nearly-pricing file lacks', () => {
    const { price_usd: _price, employment: _employment, ...rest } = pricingRecord();
    expect(() => parseValidationData(csvOf([rest]), 'p.csv')).toThrow(
      /looks like the Twin-2K pricing task .* but lacks: price_usd, employment/,
    );
  });

  it('rejects a price that is not a price, naming the row', () => {
    expect(() => parseValidationData(csvOf([pricingRecord({ price_usd: 'cheap' })]), 'p.csv')).toThrow(
      'p.csv, data row 0: price_usd must be a price in dollars (0 or more), not "cheap"',
    );
  });
});

describe('twins from survey rows', () => {
  const pricingRow = (overrides: Partial<Record<string, string>> = {}): PricingRow => {
    const data = parseValidationData(csvOf([pricingRecord(overrides)]), 'p.csv');
    if (data.shape !== 'pricing') throw new Error('not pricing');
    return data.rows[0]!;
  };

  it('writes the product at its price in a shop, a price of 0 as free', () => {
    expect(pricingConceptOf(pricingRow())).toBe(
      "Eggland's Best Classic Extra Large White Eggs, 12 count for $3.82 at the grocery store",
    );
    expect(pricingConceptOf(pricingRow({ price_usd: '0.0' }))).toBe(
      "Eggland's Best Classic Extra Large White Eggs, 12 count free at the grocery store",
    );
    expect(pricingConceptOf(pricingRow({ price_usd: '4' }))).toContain('for $4.00 at');
  });

  it("carries the row's facts and nothing invented", () => {
    const twin = pricingTwinOf(pricingRow());
    expect(twin).toMatchObject({
      age: 72,
      gender: 'male',
      country_code: 'US',
      city: 'Atlanta',
      location: 'Atlanta, Georgia, United States',
      activity_status: 'retired',
      occupation: 'Retired',
      household: 'Lives alone',
      segments: { income_bracket: 'Middle', marital_status: 'single', education_level: 'bachelor' },
      personality_traits: [],
      values_and_beliefs: [],
      big_five: { openness: 0, conscientiousness: 0, extraversion: 0, agreeableness: 0, neuroticism: 0 },
    });
    expect(twin.segments.habits).toBeUndefined();
    expect(twin.segments.has_children).toBeUndefined();
    const young = pricingTwinOf(
      pricingRow({
        age_band: '18-29',
        sex: 'Female',
        region: 'West (WA, OR, ID, MT, WY, CA, NV, UT, CO, AZ, NM)',
        income_band: 'Less than $30,000',
        marital_status: 'Married',
        household_size: '3',
        employment: 'Unemployed',
        education: 'Postgraduate',
      }),
    );
    expect(young).toMatchObject({
      age: 24,
      gender: 'female',
      city: 'Denver',
      activity_status: 'unemployed',
      household: 'Married, a household of 3',
      segments: { income_bracket: 'Low', marital_status: 'married', education_level: 'graduate' },
    });
  });

  it('builds a generic twin from the fields given and the typical US adult for the rest', () => {
    const data = parseValidationData(
      csvOf([
        {
          concept: 'Hearing aids for $1,200',
          age: '70',
          children: '2',
          occupation: 'Retired nurse',
          country: '',
        },
        { concept: 'A budgeting app', age: '', children: '', occupation: '', country: 'GB' },
      ]),
      'g.csv',
    );
    const [first, second] = questionsOf(data);
    expect(first!.concept).toBe('Hearing aids for $1,200');
    expect(first!.persona).toMatchObject({
      age: 70,
      occupation: 'Retired nurse',
      activity_status: 'retired',
      country_code: 'US',
      household: 'Married, with 2 children',
      segments: { has_children: true },
    });
    expect(second!.persona).toMatchObject({
      age: TYPICAL_US_ADULT.age,
      gender: TYPICAL_US_ADULT.gender,
      activity_status: 'employed',
      country_code: 'UK',
      location: 'United Kingdom',
      segments: { income_bracket: 'Middle', marital_status: 'married', education_level: 'some-college' },
    });
    expect(() => parseValidationData('concept,age\nA drill,old\n', 'g.csv')).toThrow(
      'g.csv, data row 0: age must be an age in years, not "old"',
    );
  });

  it('shares one twin among the rows of one respondent', () => {
    const data = parseValidationData(
      csvOf([pricingRecord(), pricingRecord({ price_usd: '1.27' }), pricingRecord({ respondent_id: 'T2' })]),
      'p.csv',
    );
    const [a, b, c] = questionsOf(data);
    expect(a!.persona).toBe(b!.persona);
    expect(c!.persona).not.toBe(a!.persona);
  });
});

describe('npm run validate -- --data X.csv', () => {
  it('writes row,p_accept,expected_intent for the pricing and the generic shape', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'validate-shapes-'));
    const files = {
      pricing: csvOf([pricingRecord(), pricingRecord({ price_usd: '0', respondent_id: 'T2' })]),
      generic:
        'concept,sex,age_band\nA cordless drill for $89,Male,30-49\n"Organic coffee, 1 lb for $14",,\nA budgeting app for $5/month,Female,65+\n',
    };
    for (const [shape, text] of Object.entries(files)) {
      writeFileSync(path.join(dir, `${shape}.csv`), text);
      const run = validate(
        '--data',
        path.join(dir, `${shape}.csv`),
        '--predictions',
        path.join(dir, `${shape}-out.csv`),
      );
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain(`for the ${shape} file`);
      const [header, ...lines] = readFileSync(path.join(dir, `${shape}-out.csv`), 'utf8')
        .trim()
        .split('\n');
      expect(header).toBe('row,p_accept,expected_intent');
      expect(lines).toHaveLength(shape === 'pricing' ? 2 : 3);
      lines.forEach((line, i) => {
        const [row, p, intent, extra] = line.split(',').map(Number);
        expect(row).toBe(i);
        expect(p).toBeGreaterThan(0);
        expect(p).toBeLessThan(1);
        expect(intent).toBeGreaterThanOrEqual(1);
        expect(intent).toBeLessThanOrEqual(5);
        expect(extra).toBeUndefined();
      });
    }
  }, 180_000);

  it('answers a file of another shape with the expected columns and exit code 2, no stack trace', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'validate-shapes-'));
    writeFileSync(path.join(dir, 'other.csv'), 'name,score\nx,1\n');
    const run = validate('--data', path.join(dir, 'other.csv'), '--predictions', path.join(dir, 'out.csv'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('has none of the column sets npm run validate reads');
    expect(run.stderr).toContain('respondent_id, category, product, price_usd');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 180_000);
});
