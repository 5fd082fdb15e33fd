// npm run personas:report — the library's marginals beside the population targets, per country.
import { generateLibrary, LIBRARY_VERSION } from './generate-library';
import { libraryMarginals } from './library-marginals';
import { COUNTRY_CODES, loadPopulation } from './population-data';

const population = loadPopulation();
const library = generateLibrary(population);
const marginals = libraryMarginals(library, population);

console.log(`Persona library ${LIBRARY_VERSION}: ${library.length} twins\n`);
for (const country of COUNTRY_CODES) {
  const rows = marginals[country];
  console.log(`${country} (${library.filter((p) => p.countryCode === country).length} twins)`);
  console.log(
    `  ${'dimension'.padEnd(26)}${'category'.padEnd(62)}${'target %'.padStart(9)}${'library %'.padStart(10)}${'diff pp'.padStart(9)}`,
  );
  for (const row of rows) {
    const diff = row.libraryPercent - row.targetPercent;
    console.log(
      `  ${row.dimension.padEnd(26)}${row.category.slice(0, 60).padEnd(62)}${row.targetPercent.toFixed(1).padStart(9)}${row.libraryPercent.toFixed(1).padStart(10)}${`${diff >= 0 ? '+' : ''}${diff.toFixed(1)}`.padStart(9)}`,
    );
  }
  const worst = Math.max(...rows.map((row) => Math.abs(row.libraryPercent - row.targetPercent)));
  console.log(`  largest difference: ${worst.toFixed(1)} percentage points\n`);
}
