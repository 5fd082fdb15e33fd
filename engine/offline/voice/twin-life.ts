import type { Persona } from '@contracts/personas';
import { monthlyIncomeEur } from '../model/persona-features';
import type { Dialect } from './persona-voice';
import { article, lowerFirst } from './english';

export type LifeStatus = 'employed' | 'student' | 'retired' | 'unemployed' | 'at home';
export type Children = 'young' | 'teenage' | 'grown' | 'one' | undefined;

/** Monthly visits by kind of place, when the library records them (optional: older libraries lack them). */
export type Habits = Partial<
  Record<'bar' | 'coffee_house' | 'takeaway' | 'restaurant_budget' | 'restaurant_mid', number>
>;

/** What a twin can draw on from its own life when it talks: who is at home, work, town, money, routine. */
export interface TwinLife {
  town: string;
  status: LifeStatus;
  /** What the twin does or did, lower case ('nurse', 'retired bus driver'). */
  role: string;
  workplace: string | undefined;
  /** The people at home a product would touch ('my partner and our two kids'); undefined for those living alone. */
  household: string | undefined;
  /** The home as the twin calls it ('our house', 'my flat'). */
  home: string;
  children: Children;
  pastime: string | undefined;
  /** When and where the twin would use something. */
  moments: string[];
  /** How the twin describes its budget ('a pension like mine'). */
  budgets: string[];
  monthlyIncomeEur: number;
  habits: Habits;
  /** Short facts for a language model's instructions. */
  facts: string[];
}

function statusOf(persona: Persona): LifeStatus {
  const activity = persona.activity_status.toLowerCase();
  if (/student/.test(activity)) return 'student';
  if (/retire/.test(activity)) return 'retired';
  if (/unemploy/.test(activity)) return 'unemployed';
  if (/inactive|homemaker|carer|not working/.test(activity)) return 'at home';
  return 'employed';
}

function childrenOf(persona: Persona, said: string): Children {
  if (/grown|left home|grandchild/.test(said)) return 'grown';
  if (/teen/.test(said)) return 'teenage';
  if (/single parent|one child|a (son|daughter)\b/.test(said)) return 'one';
  if (/child|kid|son|daughter|baby|toddler/.test(said)) return 'young';
  return persona.segments.has_children === true ? 'young' : undefined;
}

const PARTNER_WORDS: Record<Dialect, string> = {
  UK: 'my other half',
  US: 'my partner',
  MT: 'my partner',
  NL: 'my partner',
};

function householdOf(
  persona: Persona,
  dialect: Dialect,
  children: Children,
): { household: string | undefined; home: string } {
  const said = persona.household.toLowerCase();
  const marital =
    typeof persona.segments.marital_status === 'string' ? persona.segments.marital_status : undefined;
  const spouse =
    /married|spouse|wife|husband/.test(said) || marital === 'married'
      ? dialect === 'US'
        ? 'my spouse'
        : 'my other half'
      : undefined;
  const partner =
    spouse ?? (/partner|couple/.test(said) || marital === 'partner' ? PARTNER_WORDS[dialect] : undefined);
  const kids =
    children === 'young'
      ? dialect === 'US'
        ? 'our two kids'
        : 'the two little ones'
      : children === 'teenage'
        ? `our ${/teenage (daughter|son)\b/.exec(said)?.[0] ?? 'two teenagers'}`
        : children === 'one'
          ? 'my child'
          : undefined;
  if (/parents/.test(said))
    return { household: dialect === 'US' ? 'my mom and dad' : 'my mum and dad', home: "my parents' place" };
  if (/student housing/.test(said))
    return { household: 'the others in my student house', home: 'my student room' };
  if (/shares|flat|roommate|housemate/.test(said))
    return { household: `my ${FLATMATES[dialect]}`, home: dialect === 'US' ? 'the apartment' : 'the flat' };
  if (/alone|widow|divorced/.test(said) && !kids)
    return { household: undefined, home: dialect === 'US' ? 'my place' : 'my flat' };
  const people = [partner, kids].filter(Boolean).join(' and ');
  return { household: people || undefined, home: kids ? 'our house' : partner ? 'our place' : 'my place' };
}

const FLATMATES: Record<Dialect, string> = {
  UK: 'flatmates',
  US: 'roommates',
  MT: 'flatmates',
  NL: 'housemates',
};

const SHIFT_WORK =
  /nurse|driver|operator|warehouse|care|carer|police|chef|cook|cleaner|porter|waiter|waitress|cashier|retail|factory|security|paramedic|midwife|guard|labourer|laborer/;

function momentsOf(status: LifeStatus, role: string, children: Children, town: string): string[] {
  const withKids =
    children === 'young' || children === 'one'
      ? ['once the kids are in bed', 'on a Saturday morning with the kids']
      : children === 'teenage'
        ? ['when the teenagers are out', 'on Sunday afternoons']
        : [];
  switch (status) {
    case 'student':
      return [
        'between lectures',
        'in the evenings at my desk',
        `around campus in ${town}`,
        'at weekends when I go home',
      ];
    case 'retired':
      return [
        'in the mornings, now that I have the time',
        `around ${town} during the week`,
        `at home in ${town}`,
        'after my morning walk',
        children === 'grown' ? 'when the grandchildren come round' : 'on quiet afternoons',
      ];
    case 'unemployed':
      return ['during the day while I look for work', `at home in ${town}`];
    case 'at home':
      return ['during the day at home', ...withKids, `around ${town}`];
    case 'employed':
      return SHIFT_WORK.test(role)
        ? ['after a long shift', 'on my days off', `between shifts in ${town}`, ...withKids]
        : [
            'in the evenings after work',
            'at weekends',
            `on the way to work in ${town}`,
            'on a quiet Sunday',
            ...withKids,
          ];
  }
}

function budgetsOf(status: LifeStatus, role: string, bracket: string, town: string, home: string): string[] {
  const tight = bracket === 'Low';
  const job = role.replace(/^(retired|unemployed|former) /, '');
  switch (status) {
    case 'retired':
      return [
        `a retired ${job}'s pension`,
        tight ? `a small pension in ${town}` : `my pension and savings in ${town}`,
      ];
    case 'student':
      return [`a student budget in ${town}`, `what my part-time job in ${town} pays`];
    case 'unemployed':
      return [
        `the little I get while out of work in ${town}`,
        `the little I have coming in since I lost my job as ${article(job)}`,
      ];
    case 'at home':
      return [`one ${tight ? 'tight ' : ''}income at ${home}`, `one income in ${town}`];
    case 'employed':
      return [
        tight ? `what ${article(role)} takes home` : `${article(role)}'s pay`,
        `my ${tight ? 'wages' : 'salary'} as ${article(role)}`,
        `a family budget in ${town}`,
      ].slice(0, home === 'our house' ? 3 : 2);
  }
}

function habitsOf(persona: Persona): Habits {
  const raw = persona.segments.habits;
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(
    Object.entries(raw).filter(([, visits]) => typeof visits === 'number' && Number.isFinite(visits)),
  ) as Habits;
}

/** Reads a twin's life from its profile; optional structured fields (habits, children, marital status) are used when present. */
export function lifeOf(persona: Persona, dialect: Dialect): TwinLife {
  const status = statusOf(persona);
  const role = lowerFirst(persona.occupation);
  const town = persona.city || persona.location.split(',')[0]!.trim();
  const said = `${persona.household} ${persona.biography}`.toLowerCase();
  const children =
    childrenOf(persona, persona.household.toLowerCase()) ?? (/grandchild/.test(said) ? 'grown' : undefined);
  const { household, home } = householdOf(persona, dialect, children);
  const workplace = /\bat ((?:the |a |an )?[^.,;]+?)(?: in [A-Z][^.]*)?\./.exec(persona.biography)?.[1];
  const pastime = /\benjoys ([^.]+)\./.exec(persona.biography)?.[1];
  const facts = [
    `${persona.age}, ${role} in ${town}`,
    household ? `lives with ${household}` : 'lives alone',
    workplace && status === 'employed' ? `works at ${workplace}` : '',
    pastime ? `enjoys ${pastime}` : '',
    `${persona.segments.income_bracket.toLowerCase()} income`,
  ].filter(Boolean);
  return {
    town,
    status,
    role,
    workplace: status === 'employed' ? workplace : undefined,
    household,
    home,
    children,
    pastime,
    moments: momentsOf(status, role, children, town),
    budgets: budgetsOf(status, role, persona.segments.income_bracket, town, home),
    monthlyIncomeEur: monthlyIncomeEur(persona),
    habits: habitsOf(persona),
    facts,
  };
}
