// The mapping step's proposal: which twin field each column holds, judged by its header and its first values, and
// which columns identify a person (those are never stored, whatever the user maps).
import type { AudienceField } from '@contracts/audiences';

const normalise = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const IDENTIFYING_HEADER =
  /^(((first|last|full|given|family|middle|sur|nick|customer|client|contact|user|member) ?name)|name|surname|forename|(customer|client|contact|member|account|user|respondent|person|crm|record|loyalty|card) ?(id|number|no|ref|reference|code)|id|uuid|guid|e ?mail( address)?|.*\be ?mail\b.*|.*\b(phone|mobile|telephone|tel|cell|fax|whatsapp)\b.*|.*\baddress\b.*|street|house ?number|post ?code|postal ?code|zip( code)?|ssn|social security( number)?|national insurance( number)?|passport( number)?|ip|ip address|iban|account number|card number|date of birth|dob|birth ?date)$/;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,}$/;

/** Whether a value on its own reaches a person: an email address or a phone number. */
export function identifiesPerson(value: string): boolean {
  const text = value.trim();
  if (EMAIL.test(text)) return true;
  return PHONE.test(text) && text.replace(/\D/g, '').length >= 8 && /[\s().+-]/.test(text);
}

const FIELD_HEADERS: Array<[RegExp, AudienceField]> = [
  [/^(age|age years|age in years|current age|how old.*)$/, 'age'],
  [/^(birth ?year|year of birth|yob|born|year born)$/, 'birth_year'],
  [/^(gender|sex|gender identity)$/, 'gender'],
  [/^(country|country code|nation|country of residence|market)$/, 'country'],
  [/^(city|town|home city|city of residence|municipality|location)$/, 'city'],
  [/^(income band|income bracket|income group|income level|income range)$/, 'income_band'],
  [/^(.*\bincome\b.*|salary|annual salary|earnings|household income)$/, 'income'],
  [
    /^(education|education level|highest education|qualification|highest qualification|degree|schooling)$/,
    'education',
  ],
  [
    /^(occupation|job|job title|profession|role|employment|work|employment status|occupation status)$/,
    'occupation',
  ],
  [/^(marital status|marital|relationship status|married|civil status)$/, 'marital_status'],
  [/^(children|kids|has children|has kids|number of children|children at home|parent)$/, 'children'],
  [/^(household size|household|people in household|household members|hh size)$/, 'household_size'],
  [/^(bar visits|bar|pub visits|pub|bars per month|bar visits per month)$/, 'bar_visits'],
  [/^(coffee house visits|coffee shop visits|coffee visits|cafe visits|coffee)$/, 'coffee_house_visits'],
  [/^(takeaway|takeaways|takeaway visits|take away|delivery|takeaways per month)$/, 'takeaway_visits'],
  [
    /^(budget restaurant visits|fast food|fast food visits|cheap restaurant visits)$/,
    'budget_restaurant_visits',
  ],
  [/^(restaurant visits|restaurant|dining out|eating out|restaurants per month)$/, 'restaurant_visits'],
  [
    /^(.*\b(attitude|attitudes|opinion|opinions|comment|comments|feedback|notes|interests|hobbies|habits|preferences|values|why|motivation|motivations|lifestyle|verbatim|answer)\b.*)$/,
    'attitude',
  ],
];

/** A column's proposed field and whether it identifies a person. */
export function proposeColumn(
  header: string,
  samples: string[],
): { proposed: AudienceField; identifying: boolean } {
  const name = normalise(header);
  const filled = samples.map((s) => s.trim()).filter(Boolean);
  const identifying =
    IDENTIFYING_HEADER.test(name) ||
    (filled.length > 0 && filled.filter(identifiesPerson).length >= Math.ceil(filled.length / 2));
  if (identifying) return { proposed: 'identifying', identifying: true };
  const byHeader = FIELD_HEADERS.find(([pattern]) => pattern.test(name))?.[1];
  if (byHeader) return { proposed: byHeader, identifying: false };
  // A column of sentences is what people said about themselves.
  const meanLength = filled.reduce((sum, s) => sum + s.length, 0) / Math.max(1, filled.length);
  if (filled.length > 0 && meanLength >= 25 && filled.every((s) => /\s/.test(s)))
    return { proposed: 'attitude', identifying: false };
  return { proposed: 'ignore', identifying: false };
}
