import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../offline/offline-provider';
import { CONSISTENCY_CHECKS } from './checks';
import { KNOWN_GAPS } from './known-gaps';
import { CATEGORIES } from './consistency-check';
import { LIBRARY_PANEL } from './library-panel';
import { runChecks, type CheckResult } from './run-checks';

// Each check is a direction any marketer would accept; its threshold is stated in the check, never tuned to the engine.
const MINIMUM_CHECKS = 120;
const MINIMUM_CATEGORIES = 22;
const MINIMUM_TWINS_PER_CHECK = 8;

describe('the consistency suite itself', () => {
  it(`holds at least ${MINIMUM_CHECKS} checks over at least ${MINIMUM_CATEGORIES} categories, ids unique`, () => {
    expect(CONSISTENCY_CHECKS.length).toBeGreaterThanOrEqual(MINIMUM_CHECKS);
    const categories = new Set(CONSISTENCY_CHECKS.map((check) => check.category));
    expect(categories.size).toBeGreaterThanOrEqual(MINIMUM_CATEGORIES);
    expect([...categories].sort()).toEqual([...CATEGORIES].sort());
    expect(new Set(CONSISTENCY_CHECKS.map((check) => check.id)).size).toBe(CONSISTENCY_CHECKS.length);
  });

  it(`asks at least ${MINIMUM_TWINS_PER_CHECK} twins of the panel in every check`, () => {
    const thin = CONSISTENCY_CHECKS.filter(
      (check) => LIBRARY_PANEL.filter((twin) => check.panel.includes(twin)).length < MINIMUM_TWINS_PER_CHECK,
    ).map((check) => check.id);
    expect(thin).toEqual([]);
  });
});

describe('the offline engine on the consistency suite', () => {
  let results: Map<string, CheckResult>;
  // Every check's answers are asked here, once: about a minute on two cores shared with other work.
  beforeAll(async () => {
    const all = await runChecks(createOfflineProvider(), LIBRARY_PANEL, CONSISTENCY_CHECKS);
    results = new Map(all.map((result) => [result.check.id, result]));
  }, 180_000);

  const describeResult = (result: CheckResult) =>
    `A: ${result.check.a.concept}${result.check.a.edit ? ` [${result.check.a.edit.label}]` : ''}\nB: ${result.check.b.concept}${result.check.b.edit ? ` [${result.check.b.edit.label}]` : ''}\n${result.twins} twins: ${result.detail}`;

  it.each(
    CONSISTENCY_CHECKS.filter((check) => !(check.id in KNOWN_GAPS)).map((check) => [
      `${check.id} (${check.category}): ${check.statement}`,
      check.id,
    ]),
  )('%s', (_name, id) => {
    const result = results.get(id)!;
    expect(result.passed, describeResult(result)).toBe(true);
  });

  it.each(Object.entries(KNOWN_GAPS))(
    'known gap %s still fails (take it off the list once it passes)',
    (id) => {
      const result = results.get(id);
      expect(result, `${id} is no check of the suite`).toBeDefined();
      expect(result!.passed, describeResult(result!)).toBe(false);
    },
  );
});
