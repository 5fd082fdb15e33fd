// Concrete job titles for the ISCO-08 major groups, and the honest occupation text of people not in work.
import type { Population, CountryCode } from './population-data';
import { pick, type Random } from '@contracts/seeded-random';

export type JobTitle = {
  title: string;
  /** The youngest age at which the job is plausible. */
  minAge: number;
  /** Top jobs in their field: lifts the income draw. */
  senior?: boolean;
  /** ISCO 25 or ISCO 24 within the professionals, for the two-digit shares marginals.json gives. */
  subgroup?: 'ict' | 'business';
  workplaces?: string[];
};

const job = (title: string, minAge = 18, extra: Partial<JobTitle> = {}): JobTitle => ({
  title,
  minAge,
  ...extra,
});

/** Job titles by ISCO major group (1..9), each group listed in sentence case with acronyms kept. */
export const JOB_TITLES: Record<number, JobTitle[]> = {
  1: [
    job('CEO', 35, {
      senior: true,
      workplaces: [
        'a logistics company',
        'a software start-up',
        'a family-owned manufacturing firm',
        'a regional retail chain',
      ],
    }),
    job('Managing director', 35, {
      senior: true,
      workplaces: ['an engineering firm', 'a marketing agency', 'a property developer'],
    }),
    job('CFO', 35, {
      senior: true,
      workplaces: ['a shipping group', 'a mid-sized insurer', 'a food manufacturer'],
    }),
    job('CTO', 32, {
      senior: true,
      workplaces: ['a fintech start-up', 'an online retailer', 'a gaming company'],
    }),
    job('Operations director', 35, {
      senior: true,
      workplaces: ['a hospital trust', 'a distribution company', 'a hotel group'],
    }),
    job('Sales director', 33, {
      senior: true,
      workplaces: ['a medical devices company', 'a software vendor', 'a wholesale distributor'],
    }),
    job('Marketing manager', 27, {
      workplaces: ['a consumer goods brand', 'a travel company', 'a telecoms provider'],
    }),
    job('Sales manager', 26, {
      workplaces: ['a car dealership', 'a building supplies firm', 'a software company'],
    }),
    job('IT manager', 28, { workplaces: ['a local council', 'a law firm', 'a university'] }),
    job('Head of procurement', 33, {
      workplaces: ['a construction group', 'a hospital', 'a supermarket chain'],
    }),
    job('Business development manager', 27, {
      workplaces: ['a logistics firm', 'a payments company', 'an engineering consultancy'],
    }),
    job('HR manager', 28, { workplaces: ['a manufacturing plant', 'a bank', 'a retail chain'] }),
    job('Operations manager', 27, { workplaces: ['a warehouse operator', 'a call centre', 'a bus company'] }),
    job('Retail store manager', 23),
    job('Restaurant manager', 22),
    job('Hotel manager', 28),
    job('Construction project manager', 28),
    job('Care home manager', 30),
    job('Small business owner', 25, {
      workplaces: ['a café', 'a hardware shop', 'a cleaning company', 'a hair salon'],
    }),
  ],
  2: [
    job('Software engineer', 22, {
      subgroup: 'ict',
      workplaces: ['a fintech start-up', 'a bank', 'an online marketplace'],
    }),
    job('Software developer', 22, {
      subgroup: 'ict',
      workplaces: ['a gaming company', 'a healthcare software firm', 'a digital agency'],
    }),
    job('Web developer', 20, { subgroup: 'ict' }),
    job('Data engineer', 23, { subgroup: 'ict' }),
    job('Systems analyst', 24, { subgroup: 'ict' }),
    job('Systems administrator', 22, { subgroup: 'ict' }),
    job('IT security specialist', 24, { subgroup: 'ict' }),
    job('Mobile app developer', 22, { subgroup: 'ict' }),
    job('Management consultant', 24, {
      subgroup: 'business',
      workplaces: ['a Big Four firm', 'a boutique strategy consultancy'],
    }),
    job('Business consultant', 25, { subgroup: 'business' }),
    job('Business analyst', 23, { subgroup: 'business' }),
    job('Accountant', 23, { subgroup: 'business' }),
    job('Financial analyst', 23, { subgroup: 'business' }),
    job('Marketing specialist', 22, { subgroup: 'business' }),
    job('Digital marketing specialist', 22, { subgroup: 'business' }),
    job('Key account manager', 25, { subgroup: 'business' }),
    job('Procurement specialist', 24, { subgroup: 'business' }),
    job('Public relations officer', 22, { subgroup: 'business' }),
    job('Tax adviser', 24, { subgroup: 'business' }),
    job('Secondary school teacher', 23),
    job('Primary school teacher', 22),
    job('Registered nurse', 21),
    job('General practitioner', 28),
    job('Pharmacist', 24),
    job('Civil engineer', 23),
    job('Mechanical engineer', 23),
    job('Architect', 25),
    job('Lawyer', 25),
    job('University lecturer', 28),
    job('Psychologist', 25),
    job('Social worker', 22),
    job('Journalist', 22),
    job('Graphic designer', 21),
    job('Physiotherapist', 22),
    job('Research scientist', 25),
  ],
  3: [
    job('IT support technician', 18),
    job('Network technician', 20),
    job('Engineering technician', 20),
    job('Laboratory technician', 20),
    job('Pharmacy technician', 19),
    job('Paramedic', 21),
    job('Dental hygienist', 21),
    job('Sales representative', 20),
    job('Account manager', 23),
    job('Account executive', 22),
    job('Procurement officer', 22),
    job('Recruitment consultant', 20),
    job('Insurance agent', 20),
    job('Estate agent', 20),
    job('Bookkeeper', 20),
    job('Office manager', 25),
    job('Marketing coordinator', 21),
    job('Event coordinator', 21),
    job('Personal trainer', 19),
    job('Chef', 20),
    job('Legal secretary', 19),
  ],
  4: [
    job('Administrative assistant'),
    job('Receptionist'),
    job('Payroll administrator', 20),
    job('Customer service adviser'),
    job('Data entry clerk'),
    job('Bank teller'),
    job('Personal assistant', 20),
    job('Stock control clerk'),
    job('Medical receptionist'),
    job('Office administrator'),
  ],
  5: [
    job('Retail sales assistant'),
    job('Sales assistant'),
    job('Cashier'),
    job('Waiter'),
    job('Bartender'),
    job('Cook'),
    job('Hairdresser'),
    job('Care worker'),
    job('Healthcare assistant'),
    job('Childcare worker'),
    job('Security guard'),
    job('Police officer', 19),
    job('Firefighter', 19),
    job('Beautician'),
    job('Flight attendant', 19),
    job('Market stall trader'),
  ],
  6: [
    job('Farmer', 20),
    job('Dairy farmer', 20),
    job('Market gardener'),
    job('Fisher'),
    job('Gardener'),
    job('Beekeeper', 20),
  ],
  7: [
    job('Electrician'),
    job('Plumber'),
    job('Carpenter'),
    job('Bricklayer'),
    job('Car mechanic'),
    job('Welder'),
    job('Painter and decorator'),
    job('Baker'),
    job('Butcher'),
    job('Tailor', 20),
    job('Stonemason'),
    job('Tiler'),
    job('Roofer'),
  ],
  8: [
    job('Bus driver', 21),
    job('Truck driver', 21),
    job('Delivery driver'),
    job('Taxi driver', 21),
    job('Forklift operator'),
    job('Machine operator'),
    job('Assembly line worker'),
    job('Crane operator', 21),
    job('Train driver', 21),
  ],
  9: [
    job('Cleaner'),
    job('Kitchen porter'),
    job('Warehouse operative'),
    job('Construction labourer'),
    job('Delivery courier'),
    job('Hotel housekeeper'),
    job('Shelf stacker'),
    job('Farm worker'),
    job('Parking attendant'),
    job('Kitchen assistant'),
  ],
};

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * A job title in ISCO group `group` for someone aged `age`. Within the professionals, ICT and business titles
 * take their ISCO 25 / ISCO 24 shares; where ISCO 24 is not published the mean share of the countries that have
 * it (relative to their professionals) stands in.
 */
export function drawJobTitle(
  random: Random,
  population: Population,
  country: CountryCode,
  group: number,
  age: number,
): JobTitle {
  const titles = JOB_TITLES[group] ?? [];
  const eligible = titles.filter((t) => t.minAge <= age);
  const candidates =
    eligible.length > 0
      ? eligible
      : titles.filter((t) => t.minAge === Math.min(...titles.map((x) => x.minAge)));
  if (group !== 2) return pick(random, candidates);
  const professionals = population.occupationShareOfEmployed[country][1] as number;
  const published = Object.entries(population.businessShareOfEmployed) as [CountryCode, number][];
  const businessShare =
    population.businessShareOfEmployed[country] ??
    mean(
      published.map(
        ([code, share]) =>
          (share / (population.occupationShareOfEmployed[code][1] as number)) * professionals,
      ),
    );
  const ictShare = population.ictShareOfEmployed[country];
  const roll = random() * professionals;
  const subgroup = roll < ictShare ? 'ict' : roll < ictShare + businessShare ? 'business' : undefined;
  const inSubgroup = candidates.filter((t) => t.subgroup === subgroup);
  return pick(random, inSubgroup.length > 0 ? inSubgroup : candidates);
}

const STUDY_FIELDS = [
  'Economics',
  'Nursing',
  'Law',
  'Computer science',
  'Business administration',
  'Psychology',
  'Mechanical engineering',
  'Medical',
  'History',
  'Graphic design',
  'Biology',
  'Architecture',
  'Education',
  'Hospitality management',
];

export function studentOccupation(random: Random): string {
  return `${pick(random, STUDY_FIELDS)} student`;
}

/** 'Software engineer' → 'software engineer'; acronyms such as 'CEO' or 'IT manager' keep their capitals. */
export function lowerFirst(title: string): string {
  return /^[A-Z]{2,}\b/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1);
}

export function otherInactiveOccupation(random: Random, age: number): string {
  return pick(
    random,
    age < 55 ? ['Full-time parent', 'Homemaker', 'Full-time carer'] : ['Homemaker', 'Full-time carer'],
  );
}
