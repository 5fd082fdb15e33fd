// Made-up customer records, as a CRM export would hold them: identifying columns (name, email, phone, customer id)
// beside facts a twin can take. Deterministic, so journeys, tests and the benchmark see the same file.

import { mulberry32, pick } from '@contracts/seeded-random';

export type AudienceRecordOptions = { rows: number; seed?: number };

const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Eva',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Katie',
  'Liam',
];
const LAST = ['Borg', 'Smith', 'de Vries', 'Johnson', 'Camilleri', 'Jansen', 'Brown', 'Williams', 'Bakker'];
const COUNTRIES = [
  ['United Kingdom', ['Leeds', 'Bristol', 'London', 'Manchester']],
  ['Netherlands', ['Utrecht', 'Amsterdam', 'Rotterdam', 'Eindhoven']],
  ['Malta', ['Sliema', 'Valletta', 'Birkirkara', 'Mosta']],
  ['United States', ['Denver', 'Austin', 'Portland', 'Columbus']],
] as const;
const JOBS = [
  'Nurse',
  'Plumber',
  'Software engineer',
  'Teacher',
  'Retired teacher',
  'Accountant',
  'Barista',
  'Student',
];
const EDUCATION = ['High school', "Bachelor's degree", "Master's degree", 'Vocational diploma'];
const MARITAL = ['Single', 'Married', 'Divorced', 'Widowed', 'Living with partner'];
const ATTITUDES = [
  'Buys organic whenever the price is close',
  'Cycles to work and cares about the environment',
  'Always looks for a discount before buying',
  'Loves trying new gadgets first',
  'Cooks at home most nights to save money',
];

export const AUDIENCE_RECORD_HEADER = [
  'Customer ID',
  'Full name',
  'Email',
  'Phone',
  'Age',
  'Gender',
  'Country',
  'City',
  'Annual income',
  'Education',
  'Job title',
  'Marital status',
  'Kids',
  'Comments',
] as const;

export type AudienceRecord = Record<(typeof AUDIENCE_RECORD_HEADER)[number], string>;

export function audienceRecords({ rows, seed = 31 }: AudienceRecordOptions): AudienceRecord[] {
  const random = mulberry32(seed);
  return Array.from({ length: rows }, (_, i) => {
    const [country, cities] = pick(random, COUNTRIES);
    const first = pick(random, FIRST);
    const last = pick(random, LAST);
    const job = pick(random, JOBS);
    return {
      'Customer ID': `C-${String(100000 + i)}`,
      'Full name': `${first} ${last}`,
      Email: `${first.toLowerCase()}.${last.toLowerCase().replace(/\s/g, '')}${i}@example.com`,
      Phone: `+44 7700 ${String(900000 + i).slice(-6)}`,
      Age: String(
        job === 'Student'
          ? 19 + Math.floor(random() * 6)
          : job.startsWith('Retired')
            ? 66 + Math.floor(random() * 15)
            : 25 + Math.floor(random() * 40),
      ),
      Gender: random() < 0.5 ? 'Female' : 'Male',
      Country: country,
      City: pick(random, cities),
      'Annual income': String(15_000 + Math.floor(random() * 90) * 1_000),
      Education: pick(random, EDUCATION),
      'Job title': job,
      'Marital status': pick(random, MARITAL),
      Kids: random() < 0.4 ? 'yes' : 'no',
      Comments: pick(random, ATTITUDES),
    };
  });
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The records as a CSV file (CRLF, as spreadsheets save it). */
export function audienceCsv(
  records: Array<Record<string, string>>,
  header: readonly string[] = AUDIENCE_RECORD_HEADER,
): string {
  return [header, ...records.map((record) => header.map((column) => record[column] ?? ''))]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n');
}
