// A twin's own profile as first-person sentences: what an interview answer is built from.
import type { VenueHabit } from '@contracts/personas';
import type { PersonaReading } from '@engine/offline/model/persona-features';
import { article } from '@engine/offline/voice/english';

const lowerFirst = (text: string): string =>
  /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/** 'a, b and c'; 'a, b or c' after a negation ('I never go to a bar or a coffee place'). */
function joinList(items: string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** The library's household labels in the twin's own words. */
const HOUSEHOLD_SENTENCES: Record<string, string> = {
  'lives with parents': 'I still live with my parents',
  'student housing': 'I live in student housing',
  'shares a flat': 'I share a flat with friends',
  'lives alone': 'I live on my own',
  'lives with partner': 'I live with my partner',
  'couple with young children': 'I live with my partner and our two young children',
  'couple with teenage children': "I'm married with two teenagers at home",
  'single parent': "I'm a single parent of one child",
  'married, children left home': "I'm married, and our children have left home",
  'divorced, lives alone': "I'm divorced and live on my own",
  'married couple': 'I live with my spouse',
  'widowed, lives alone': "I'm widowed and live on my own",
};

export function householdSentence({ persona }: PersonaReading): string {
  const label = persona.household.trim();
  const known = HOUSEHOLD_SENTENCES[label.toLowerCase()];
  if (known) return `${known}.`;
  const verb = /^(Lives|Shares|Rents|Owns)\b/.exec(label);
  if (verb) return `I ${verb[1]!.toLowerCase().replace(/s$/, '')}${label.slice(verb[1]!.length)}.`;
  if (/^(married|divorced|widowed|single)/i.test(label)) return `I'm ${lowerFirst(label)}.`;
  return label ? `At home: ${lowerFirst(label)}.` : '';
}

export function introSentence({ persona, lifeStage }: PersonaReading): string {
  const first = firstNameOf(persona.name);
  const place = persona.city || persona.location;
  const occupation = lowerFirst(persona.occupation);
  if (lifeStage === 'retiree')
    return `I'm ${first}, I'm ${persona.age} and I live in ${place}; I'm retired now (${occupation}).`;
  if (lifeStage === 'student') return `I'm ${first}, ${persona.age}, a student in ${place}.`;
  if (/unemploy|not working|homemaker|carer/i.test(persona.activity_status))
    return `I'm ${first}, ${persona.age}, from ${place}; I'm not in paid work at the moment.`;
  return `I'm ${first}, I'm ${persona.age} and I work as ${/^[aeiou]/i.test(occupation) ? 'an' : 'a'} ${occupation} in ${place}.`;
}

/** What the twin does for a living (or did), and where. */
export function workSentence(reading: PersonaReading, workplace: string | undefined): string {
  const { persona, lifeStage } = reading;
  const occupation = lowerFirst(persona.occupation);
  const place = persona.city || persona.location;
  if (lifeStage === 'retiree')
    return `I'm retired now; I worked as ${article(occupation)} for most of my life.`;
  if (lifeStage === 'student') return `I'm a student in ${place}, with a part-time job on the side.`;
  if (/unemploy|not working|homemaker|carer/i.test(persona.activity_status))
    return "I'm not in paid work at the moment; home keeps me busy enough.";
  return `I work as ${article(occupation)}${workplace ? ` at ${workplace}` : ''} in ${place}.`;
}

export function incomeSentence({ persona }: PersonaReading): string {
  switch (persona.segments.income_bracket) {
    case 'Low':
      return 'Money is tight, so I think twice before I spend.';
    case 'High':
      return "I'm comfortable financially, so price matters less to me than quality.";
    default:
      return "I'm on an average income: careful with money, but not counting every cent.";
  }
}

const VERB_FIRST_PERSON: Record<string, string> = {
  believes: 'believe',
  values: 'value',
  cares: 'care',
  prefers: 'prefer',
  lives: 'live',
  thrives: 'thrive',
  looks: 'look',
  goes: 'go',
  sees: 'see',
  respects: 'respect',
};
const STATE_WORDS = /^(comfortable|open|careful|willing|not|quietly|close|happy|proud|wary)\b/i;

/** One clause of a value as the library words it ('Believes in hard work') in the twin's own voice ('I believe in hard work'). */
function firstPersonClause(clause: string): string {
  const text = clause.trim();
  const verb = /^(\w+)\b/.exec(text)?.[1] ?? '';
  const mine = VERB_FIRST_PERSON[verb.toLowerCase()];
  if (mine) return `I ${mine}${text.slice(verb.length)}`;
  if (STATE_WORDS.test(text)) return `I'm ${lowerFirst(text)}`;
  if (/^baptised\b/i.test(text)) return `I was ${lowerFirst(text)}`;
  return text;
}

/** A value from the library in the first person: each clause, plus the possessives the third person leaves out. */
export function firstPersonValue(value: string): string {
  const text = value
    .split(/;\s*/)
    .map((clause, index) => (index === 0 ? firstPersonClause(clause) : lowerFirst(firstPersonClause(clause))))
    .join('; ')
    .replace(/, and (\w+s)\b/g, (match, verb: string) =>
      VERB_FIRST_PERSON[verb.toLowerCase()] ? `, and I ${VERB_FIRST_PERSON[verb.toLowerCase()]}` : match,
    )
    .replace(/\bmatters? a great deal$/, (match) => `${match} to me`)
    .replace(/\beveryday choices\b/, 'my everyday choices')
    .replace(/\bpart of life\b/, 'part of my life')
    .replace(/\bto parents\b/, 'to my parents')
    .replace(/\bas one chooses\b/, 'as I choose')
    .replace(/\boneself\b/, 'myself');
  // A bare value ('Honesty', 'Protecting the environment') says what matters, not who holds it.
  if (text === value.trim() && !/\b(is|are|am|matters?|shapes?|comes?|means?)\b/i.test(text))
    return `${text} matters a lot to me`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export function valuesSentence({ persona }: PersonaReading): string {
  return persona.values_and_beliefs
    .slice(0, 2)
    .map((value) => `${firstPersonValue(value).replace(/[.\s]+$/, '')}.`)
    .join(' ');
}

export function personalitySentence({ persona }: PersonaReading): string {
  const traits = persona.personality_traits.slice(0, 3).map((trait) => trait.toLowerCase());
  return traits.length > 0 ? `People would call me ${joinList(traits)}.` : '';
}

const HABIT_PLACES: Record<VenueHabit, string> = {
  coffee_house: 'a coffee place',
  bar: 'a bar',
  takeaway: 'takeaway',
  restaurant_budget: 'a cheap restaurant',
  restaurant_mid: 'a proper sit-down restaurant',
};

function frequency(visits: number): string {
  if (visits >= 20) return 'almost every day';
  if (visits >= 8) return 'two or three times a week';
  if (visits >= 4) return 'about once a week';
  if (visits >= 2) return 'a couple of times a month';
  return 'maybe once a month';
}

/** The twin's eating-out habits, most frequent first, and what it never does. */
export function habitsSentences(reading: PersonaReading, focus?: VenueHabit): string[] {
  const stated = [...reading.statedHabits];
  const habits = (stated.length > 0 ? stated : (Object.keys(reading.habits) as VenueHabit[]))
    .map((habit) => ({ habit, visits: reading.habits[habit] }))
    .sort((a, b) => (a.habit === focus ? -1 : b.habit === focus ? 1 : b.visits - a.visits))
    .map(({ habit, visits }) => ({ habit, visits: Math.round(visits) }));
  const regular = habits.filter((h) => h.visits >= 1).slice(0, 2);
  const never = habits.filter((h) => h.visits < 1).map((h) => HABIT_PLACES[h.habit]);
  const sentences = regular.map(
    ({ habit, visits }, index) =>
      `${index === 0 ? 'I go to' : 'I also go to'} ${HABIT_PLACES[habit]} ${frequency(visits)} (around ${visits} ${visits === 1 ? 'time' : 'times'} a month).`,
  );
  if (sentences.length === 0) sentences.push("I hardly ever eat or drink out; I'd rather stay in.");
  if (never.length > 0) sentences.push(`I never go to ${joinList(never.slice(0, 2), 'or')}.`);
  return sentences;
}

/** Where this twin shops, from its age, life stage and openness to new things. */
export function shoppingSentence(reading: PersonaReading): string {
  const { persona, features, lifeStage } = reading;
  const place = persona.city || persona.location;
  if (persona.age >= 65 || lifeStage === 'retiree')
    return `In a shop in ${place}, where I can see it and ask someone about it; I don't like buying things online.`;
  if (persona.age < 35 || features.openness > 0.3)
    return 'Online, on my phone, where I can compare prices and read reviews first.';
  if (lifeStage === 'working parent')
    return 'Wherever is quickest: usually online with delivery, or at the supermarket during the weekly shop.';
  return `Probably at a shop I already know in ${place}, or online if it's cheaper there.`;
}

/** How this twin relates to brands, from its personality and income. */
export function brandAttitudeSentence({ features, persona }: PersonaReading): string {
  if (features.openness > 0.3) return "I'm happy to try a brand I don't know if the product convinces me.";
  if (features.conscientiousness > 0.3 || features.openness < -0.3)
    return 'I tend to stick with brands I know and trust; a new name has to earn that.';
  if (persona.segments.income_bracket === 'Low')
    return "The brand matters less to me than the price; I'll buy the shop's own label if it does the job.";
  return "A brand name alone doesn't sell me; what people I know say about it counts for more.";
}
