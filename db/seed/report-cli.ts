// npm run personas:report — the library's marginals beside the population targets, per country, as counted and as
// weighted, and how many twins each of the spec's filter cities offers.
import { FILTER_CITIES, FILTER_CITY_MINIMUM, generateLibrary, LIBRARY_VERSION } from './generate-library';
import { libraryMarginals } from './library-marginals';
import { COUNTRY_CODES, loadPopulation } from './population-data';

const population = loadPopulation();
const library = generateLibrary(population);
const marginals = libraryMarginals(library, population);
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

console.log(`Persona library ${LIBRARY_VERSION}: ${library.length} twins\n`);
console.log(`Filter cities (at least ${FILTER_CITY_MINIMUM} twins each)`);
for (const city of FILTER_CITIES) {
  const twins = library.filter((p) => p.location.startsWith(`${city}, `)).length;
  console.log(
    `  ${city.padEnd(12)}${String(twins).padStart(4)} twins  ${twins >= FILTER_CITY_MINIMUM ? 'ok' : 'TOO FEW'}`,
  );
}
console.log('');

for (const country of COUNTRY_CODES) {
  const rows = marginals[country];
  console.log(`${country} (${library.filter((p) => p.countryCode === country).length} twins)`);
  console.log(
    `  ${'dimension'.padEnd(26)}${'category'.padEnd(62)}${'target %'.padStart(9)}${'counted %'.padStart(10)}${'weighted %'.padStart(11)}${'diff pp'.padStart(9)}`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.dimension.padEnd(26)}${row.category.slice(0, 60).padEnd(62)}${row.targetPercent.toFixed(1).padStart(9)}${row.libraryPercent.toFixed(1).padStart(10)}${row.weightedPercent.toFixed(1).padStart(11)}${signed(row.weightedPercent - row.targetPercent).padStart(9)}`,
    );
  }
  const weights = library.filter((p) => p.countryCode === country).map((p) => p.weight);
  const sum = weights.reduce((a, b) => a + b, 0);
  // Kish's effective sample size: how many unweighted twins the weighted ones are worth.
  const effective = (sum * sum) / weights.reduce((a, b) => a + b * b, 0);
  console.log(
    `  weights ${Math.min(...weights).toFixed(2)}–${Math.max(...weights).toFixed(2)}, effective sample ${effective.toFixed(0)} of ${weights.length}`,
  );
  const worst = Math.max(...rows.map((row) => Math.abs(row.weightedPercent - row.targetPercent)));
  console.log(`  largest difference after weighting: ${worst.toFixed(1)} percentage points\n`);
}
