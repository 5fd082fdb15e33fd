// npm run consistency [-- --markdown] [-- --provider-config provider.json]: the behavioural consistency suite, on
// the offline engine or on the provider a configuration file names (engine/registry.ts), as a table of checks with
// their figures, pass or fail, and the totals per category (for an engineer's notes).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createProvider } from '../registry';
import { ENGINE_VERSION } from '../version';
import { CONSISTENCY_CHECKS } from './checks';
import { CATEGORIES, type Side } from './consistency-check';
import { LIBRARY_PANEL } from './library-panel';
import { runChecks, type CheckResult } from './run-checks';

const { values } = parseArgs({
  options: { markdown: { type: 'boolean', default: false }, 'provider-config': { type: 'string' } },
});
const configFile = values['provider-config'];
const provider = createProvider(configFile ? JSON.parse(readFileSync(configFile, 'utf8')) : undefined);
const ran = `Engine ${ENGINE_VERSION}, ${provider.name} provider (${provider.model}), panel of ${LIBRARY_PANEL.length} library twins`;

const sideText = (side: Side) => `${side.concept}${side.edit ? ` [${side.edit.label}]` : ''}`;
const mark = (result: CheckResult) => (result.passed ? 'pass' : 'FAIL');

function totalsByCategory(results: CheckResult[]) {
  return CATEGORIES.map((category) => {
    const ofCategory = results.filter((result) => result.check.category === category);
    return { category, passed: ofCategory.filter((r) => r.passed).length, total: ofCategory.length };
  });
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function markdown(results: CheckResult[]): string {
  const passed = results.filter((result) => result.passed).length;
  return [
    `${ran}: **${passed} of ${results.length} checks pass**.`,
    '',
    '| Category | Passed | Checks |',
    '| --- | --- | --- |',
    ...totalsByCategory(results).map((t) => `| ${t.category} | ${t.passed} | ${t.total} |`),
    '',
    `Passing: ${results
      .filter((result) => result.passed)
      .map((result) => result.check.id)
      .join(', ')}.`,
    '',
    '| Check | Result | Expectation | A | B | Figures |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.check.id} | ${mark(r)} | ${cell(r.check.statement)} | ${cell(sideText(r.check.a))} | ${cell(sideText(r.check.b))} | ${r.twins} twins: ${cell(r.detail)} |`,
    ),
  ].join('\n');
}

function text(results: CheckResult[]): string {
  const passed = results.filter((result) => result.passed).length;
  const lines = results.flatMap((r) => [
    `${mark(r)}  ${r.check.id.padEnd(26)} ${r.check.statement}`,
    `      A: ${sideText(r.check.a)}`,
    `      B: ${sideText(r.check.b)}`,
    `      ${r.twins} twins: ${r.detail}`,
  ]);
  const totals = totalsByCategory(results).map(
    (t) => `  ${t.category.padEnd(24)} ${String(t.passed).padStart(3)} / ${t.total}`,
  );
  return [
    ...lines,
    '',
    'Passed per category:',
    ...totals,
    '',
    `${ran}: ${passed} of ${results.length} checks pass (${seconds} s).`,
  ].join('\n');
}

const started = performance.now();
const results = await runChecks(provider, LIBRARY_PANEL, CONSISTENCY_CHECKS);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(values.markdown ? markdown(results) : text(results));
