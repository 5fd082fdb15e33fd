import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConcept } from '@engine/offline/reading/concept-reader';
import { conceptOf } from './coupon-scenario';
import { readSurvey } from './coupon-survey';
import { crossValidate } from './run-validation';

const CALIBRATION = path.resolve(
  import.meta.dirname,
  '../../shared/data/validation/uci-coupon-calibration.csv',
);
const rows = readSurvey(CALIBRATION);
const respondents = [...new Set(rows.map((r) => r.respondentId))];
/** Every third respondent: a sample that runs in seconds. */
const sample = rows.filter((r) => respondents.indexOf(r.respondentId) % 3 === 0);

describe('npm run validate', () => {
  it('writes each survey row as a concept the engine reads back whole', () => {
    for (const row of rows.slice(0, 200)) {
      const { offer } = readConcept(conceptOf(row));
      const { fields } = row;
      expect(offer.venue).toBeDefined();
      expect(offer.companions?.value).toBe(
        { Alone: 'alone', 'Friend(s)': 'friends', 'Kid(s)': 'kids', Partner: 'partner' }[fields.passanger],
      );
      expect(offer.trip?.value).toBe(
        { 'No Urgent Place': 'no-urgent-place', Home: 'home', Work: 'work' }[fields.destination],
      );
      expect(offer.expiryHours?.value).toBe(fields.expiration === '2h' ? 2 : 24);
      expect(offer.travelMinutes?.value).toBe(
        fields.toCoupon_GEQ25min === '1' ? 25 : fields.toCoupon_GEQ15min === '1' ? 15 : 5,
      );
      expect(offer.direction?.value).toBe(fields.direction_same === '1' ? 'same' : 'opposite');
    }
  });

  it('beats the coupon-type baseline on respondents it was not fitted on', async () => {
    const report = await crossValidate(sample, { file: 'sample', folds: 3 });
    const byName = Object.fromEntries(report.methods.map((m) => [m.name, m]));
    const engine = report.methods[0]!;
    expect(report.data.respondents).toBe(new Set(sample.map((r) => r.respondentId)).size);
    expect(engine.auc).toBeGreaterThan(byName['Coupon-type average']!.auc! + 0.03);
    expect(engine.auc).toBeGreaterThan(0.68);
    expect(engine.scenarioR).toBeGreaterThan(byName['Coupon-type average']!.scenarioR!);
    expect(engine.gapAgreement).toBeGreaterThanOrEqual(0.75);
  }, 180_000);

  it('writes row,p_accept,expected_intent for a coupon CSV without Y or respondent ids', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'validate-'));
    const lines = readFileSync(CALIBRATION, 'utf8').trim().split('\n').slice(0, 51);
    const header = lines[0]!.split(',');
    const keep = header
      .map((name, i) => (name === 'Y' || name === 'respondent_id' ? -1 : i))
      .filter((i) => i >= 0);
    writeFileSync(
      path.join(dir, 'data.csv'),
      lines.map((line) => keep.map((i) => line.split(',')[i]).join(',')).join('\n'),
    );
    execFileSync(
      'npx',
      [
        'tsx',
        'validation/validate-cli.ts',
        '--data',
        path.join(dir, 'data.csv'),
        '--predictions',
        path.join(dir, 'out.csv'),
      ],
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { ...process.env, LLM_PROVIDER: 'offline' },
        stdio: 'pipe',
      },
    );
    const out = readFileSync(path.join(dir, 'out.csv'), 'utf8').trim().split('\n');
    expect(out[0]).toBe('row,p_accept,expected_intent');
    expect(out).toHaveLength(51);
    out.slice(1).forEach((line, i) => {
      const [row, p, intent] = line.split(',').map(Number);
      expect(row).toBe(i);
      expect(p).toBeGreaterThan(0);
      expect(p).toBeLessThan(1);
      expect(intent).toBeGreaterThanOrEqual(1);
      expect(intent).toBeLessThanOrEqual(5);
    });
  }, 180_000);
});
