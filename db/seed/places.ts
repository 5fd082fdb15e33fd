// Concrete towns for the areas marginals.json names. Areas that list their towns in brackets use those; the
// rest use the lists below (the largest towns outside the named cities). Names that would trip the spec's
// location filters (a London or Amsterdam outside the UK or NL, a standalone 'uk') are left out on purpose.
import type { CountryCode } from './population-data';
import { pick, type Random } from '@contracts/seeded-random';
import { pickWeighted } from './weighted-draws';

const MALTESE_DISTRICTS: Record<string, string[]> = {
  'Southern Harbour': [
    'Paola',
    'Fgura',
    'Żabbar',
    'Tarxien',
    'Cospicua',
    'Birgu',
    'Kalkara',
    'Marsa',
    'Floriana',
    'Santa Luċija',
  ],
  'South-East': [
    'Żejtun',
    'Marsaskala',
    'Birżebbuġa',
    'Żurrieq',
    'Marsaxlokk',
    'Għaxaq',
    'Gudja',
    'Qrendi',
    'Mqabba',
  ],
  Western: ['Rabat', 'Attard', 'Żebbuġ', 'Siġġiewi', 'Balzan', 'Lija', 'Mtarfa', 'Dingli'],
  Gozo: ['Victoria', 'Xagħra', 'Nadur', 'Għajnsielem', 'Xewkija', 'Sannat', 'Għarb'],
};

const REST_OF_COUNTRY: Partial<Record<CountryCode, string[]>> = {
  UK: [
    'Liverpool',
    'Newcastle upon Tyne',
    'Nottingham',
    'Leicester',
    'Cardiff',
    'Belfast',
    'Southampton',
    'Brighton',
    'Plymouth',
    'Norwich',
    'York',
    'Aberdeen',
    'Swansea',
    'Derby',
    'Reading',
    'Milton Keynes',
    'Coventry',
    'Hull',
    'Oxford',
    'Cambridge',
    'Exeter',
    'Dundee',
    'Preston',
    'Bournemouth',
    'Sunderland',
    'Wolverhampton',
    'Stoke-on-Trent',
    'Ipswich',
    'Gloucester',
    'Inverness',
    'Lincoln',
    'Swindon',
    'Peterborough',
    'Carlisle',
  ],
  NL: [
    'Tilburg',
    'Almere',
    'Breda',
    'Nijmegen',
    'Apeldoorn',
    'Haarlem',
    'Arnhem',
    'Enschede',
    'Amersfoort',
    'Zaanstad',
    "'s-Hertogenbosch",
    'Zwolle',
    'Leiden',
    'Maastricht',
    'Dordrecht',
    'Zoetermeer',
    'Deventer',
    'Delft',
    'Alkmaar',
    'Leeuwarden',
    'Venlo',
    'Hilversum',
    'Heerlen',
    'Emmen',
    'Ede',
    'Assen',
    'Gouda',
    'Hoorn',
    'Middelburg',
    'Roosendaal',
  ],
};

const US_REGIONS: Record<string, string[]> = {
  South: [
    'Austin',
    'Atlanta',
    'Miami',
    'Charlotte',
    'Nashville',
    'Tampa',
    'Orlando',
    'San Antonio',
    'Raleigh',
    'Louisville',
    'Memphis',
    'Richmond',
    'Oklahoma City',
    'Jacksonville',
    'New Orleans',
    'Baltimore',
  ],
  West: [
    'Seattle',
    'Phoenix',
    'Denver',
    'San Diego',
    'San Francisco',
    'Portland',
    'Las Vegas',
    'Sacramento',
    'Salt Lake City',
    'San Jose',
    'Albuquerque',
    'Boise',
  ],
  Midwest: [
    'Minneapolis',
    'Detroit',
    'Columbus',
    'Indianapolis',
    'Milwaukee',
    'Kansas City',
    'St. Louis',
    'Cleveland',
    'Cincinnati',
    'Omaha',
    'Madison',
    'Des Moines',
  ],
  Northeast: [
    'Boston',
    'Philadelphia',
    'Pittsburgh',
    'Buffalo',
    'Providence',
    'Hartford',
    'Newark',
    'Rochester',
    'Albany',
  ],
};

/** A town within one area: 'Amsterdam' is itself, 'Northern (St Paul's Bay, Mosta, Naxxar)' one of its towns. */
export function townIn(random: Random, country: CountryCode, area: string): string {
  const regionShares = /by region \((.+)\)/.exec(area)?.[1];
  if (regionShares) {
    const regions = [...regionShares.matchAll(/([A-Za-z]+) (\d+(?:\.\d+)?)/g)].map((m) => ({
      name: m[1] as string,
      share: Number(m[2]),
    }));
    const region = pickWeighted(random, regions, (r) => r.share);
    return pick(random, US_REGIONS[region.name] ?? []);
  }
  const listed = /\((.+)\)/.exec(area)?.[1];
  if (listed)
    return pick(
      random,
      listed.split(',').map((town) => town.trim()),
    );
  const district = MALTESE_DISTRICTS[area];
  if (district) return pick(random, district);
  if (area.startsWith('rest of')) return pick(random, REST_OF_COUNTRY[country] ?? []);
  return area;
}

/** Every town `townIn` can give for these areas of a country (its areas as marginals.json names them). */
export function libraryTowns(country: CountryCode, areas: string[]): string[] {
  return areas.flatMap((area) => {
    if (/by region \(/.test(area)) return Object.values(US_REGIONS).flat();
    const listed = /\((.+)\)/.exec(area)?.[1];
    if (listed) return listed.split(',').map((town) => town.trim());
    if (MALTESE_DISTRICTS[area]) return MALTESE_DISTRICTS[area];
    if (area.startsWith('rest of')) return REST_OF_COUNTRY[country] ?? [];
    return [area];
  });
}
