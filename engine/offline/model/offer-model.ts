import type { VenueHabit } from '@contracts/personas';
import { TYPICAL_HABITS } from './coefficients';
import type { Cue, OfferReading, VenueKind } from '../reading/offer-reader';
import type { PersonaFeature, PersonaReading } from './persona-features';

/**
 * The offer-response part of the consumer model: how a twin's habits, circumstances and demographics meet the
 * structure of an offer (the kind of place, distance, expiry, company, time, weather, trip). Each feature has a
 * name and a value; its coefficient comes from the fit on real answers (offer-coefficients.ts). Shared
 * features (`all:`) apply to any concept that states the cue; venue features (`coffee-house:`, …) refine them
 * for that kind of place. A cue the concept does not state contributes nothing (the average of its levels).
 */
export type OfferFactor =
  | 'venue'
  | 'habit'
  | 'segment'
  | 'travel'
  | 'expiry'
  | 'companions'
  | 'hour'
  | 'weather'
  | 'temperature'
  | 'trip'
  | 'direction';

export interface OfferFeature {
  name: string;
  value: number;
  factor: OfferFactor;
  /** For segment features: the persona attribute behind it. */
  personaFeature?: PersonaFeature;
}

/**
 * Fitted weights by feature name, plus `typical:<cue>` entries: the average value of each situation feature in the
 * data the weights were fitted on, which an offer that leaves that cue unstated is given.
 */
export type OfferCoefficients = Readonly<Record<string, number>>;

export const TYPICAL_PREFIX = 'typical:';

/** Each situation cue: the reading that states it, and the feature keys it sets ('weather-sunny'). */
export const SITUATION_CUES: Array<{
  factor: OfferFactor;
  cueOf: (offer: OfferReading) => Cue<unknown> | undefined;
  owns: (key: string) => boolean;
}> = [
  { factor: 'travel', cueOf: (o) => o.travelMinutes, owns: (key) => key.startsWith('travel') },
  { factor: 'expiry', cueOf: (o) => o.expiryHours, owns: (key) => key.startsWith('expiry') },
  { factor: 'companions', cueOf: (o) => o.companions, owns: (key) => key.startsWith('with-') },
  { factor: 'hour', cueOf: (o) => o.hour, owns: (key) => key.startsWith('hour-') },
  { factor: 'weather', cueOf: (o) => o.weather, owns: (key) => key.startsWith('weather-') },
  { factor: 'temperature', cueOf: (o) => o.temperatureC, owns: (key) => key === 'temperature' },
  { factor: 'trip', cueOf: (o) => o.trip, owns: (key) => key.startsWith('trip-') },
  { factor: 'direction', cueOf: (o) => o.direction, owns: (key) => key.startsWith('direction-') },
];

/** The situation cue a feature key ('weather-sunny', 'travelFar') belongs to, if any. */
export const situationFactorOf = (key: string): OfferFactor | undefined =>
  SITUATION_CUES.find(({ owns }) => owns(key))?.factor;

export const VENUE_HABIT: Record<VenueKind, VenueHabit> = {
  'coffee-house': 'coffee_house',
  bar: 'bar',
  takeaway: 'takeaway',
  'restaurant-budget': 'restaurant_budget',
  'restaurant-mid': 'restaurant_mid',
};

const logVisits = (visits: number): number => Math.log1p(visits);
const TYPICAL_LOG_VISITS = Object.fromEntries(
  Object.entries(TYPICAL_HABITS).map(([habit, visits]) => [habit, logVisits(visits)]),
) as Record<VenueHabit, number>;
const MEAN_TYPICAL_LOG_VISITS =
  Object.values(TYPICAL_LOG_VISITS).reduce((sum, v) => sum + v, 0) / Object.values(TYPICAL_LOG_VISITS).length;

/** Persona attributes that shift how a kind of place appeals (each weighed per venue). */
const SEGMENT_FEATURES: Array<
  [name: string, read: (reading: PersonaReading) => number, source: PersonaFeature]
> = [
  ['male', (r) => r.features.male, 'male'],
  ['age', (r) => (r.persona.age - 40) / 10, 'older'],
  ['under25', (r) => (r.persona.age < 25 ? 1 : 0), 'young'],
  ['over50', (r) => (r.persona.age >= 50 ? 1 : 0), 'older'],
  ['children', (r) => r.features.parent, 'parent'],
  ['partnered', (r) => r.features.partnered, 'partnered'],
  ['married', (r) => r.features.married, 'married'],
  ['separated', (r) => r.features.separated, 'separated'],
  ['education', (r) => r.features.education, 'education'],
  ['incomeLow', (r) => r.features.incomeLow, 'incomeLow'],
  ['incomeHigh', (r) => r.features.incomeHigh, 'incomeHigh'],
  ['student', (r) => r.features.student, 'student'],
  ['retired', (r) => r.features.retired, 'retired'],
  ['unemployed', (r) => r.features.unemployed, 'unemployed'],
];

const TRAVEL_STEP_MINUTES = 10;
/** Minutes beyond which further distance stops adding to the penalty (extrapolation limit). */
const TRAVEL_CAP_MINUTES = 60;
/** Expiry on a log scale: 1 day is 0, 2 hours is 1; longer than a week counts as a week. */
const EXPIRY_REFERENCE_HOURS = 24;
const EXPIRY_SHORT_HOURS = 2;
const EXPIRY_LONGEST_HOURS = 168;

function hourBin(hour: number): string {
  if (hour >= 5 && hour < 9) return 'early';
  if (hour >= 9 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 16) return 'afternoon';
  if (hour >= 16 && hour < 21) return 'evening';
  return 'night';
}

/**
 * The offer's features for one twin. For an offer from a place, a situation cue it does not state takes its
 * typical value from `coefficients` (the data's average), so leaving a cue out neither helps nor hurts.
 */
export function offerFeatures(
  offer: OfferReading,
  reading: PersonaReading,
  coefficients: OfferCoefficients = {},
): OfferFeature[] {
  const features: OfferFeature[] = [];
  const venue = offer.venue?.value;
  const situation = (factor: OfferFactor, key: string, value: number): void => {
    if (value === 0) return;
    features.push({ name: `all:${key}`, value, factor });
    if (venue) features.push({ name: `${venue}:${key}`, value, factor });
  };

  if (venue) {
    features.push({ name: `${venue}:base`, value: 1, factor: 'venue' });
    const habit = VENUE_HABIT[venue];
    const visits = reading.habits[habit];
    features.push({
      name: `${venue}:habit`,
      value: logVisits(visits) - TYPICAL_LOG_VISITS[habit],
      factor: 'habit',
    });
    if (visits === 0 && reading.statedHabits.has(habit))
      features.push({ name: `${venue}:never`, value: 1, factor: 'habit' });
    const outgoing =
      Object.values(reading.habits).reduce((sum, v) => sum + logVisits(v), 0) /
      Object.keys(reading.habits).length;
    features.push({ name: `${venue}:outgoing`, value: outgoing - MEAN_TYPICAL_LOG_VISITS, factor: 'habit' });
    for (const [name, read, source] of SEGMENT_FEATURES) {
      const value = read(reading);
      if (value !== 0) {
        features.push({ name: `${venue}:${name}`, value, factor: 'segment', personaFeature: source });
        features.push({ name: `all:${name}`, value, factor: 'segment', personaFeature: source });
      }
    }
  }

  if (offer.travelMinutes) {
    const minutes = Math.min(offer.travelMinutes.value, TRAVEL_CAP_MINUTES);
    situation(
      'travel',
      'travelNear',
      Math.min(Math.max(minutes - 5, 0), TRAVEL_STEP_MINUTES) / TRAVEL_STEP_MINUTES,
    );
    situation('travel', 'travelFar', Math.max(minutes - 15, 0) / TRAVEL_STEP_MINUTES);
  }
  if (offer.expiryHours) {
    const hours = Math.min(Math.max(offer.expiryHours.value, 0.25), EXPIRY_LONGEST_HOURS);
    situation(
      'expiry',
      'expiryShort',
      Math.log(EXPIRY_REFERENCE_HOURS / hours) / Math.log(EXPIRY_REFERENCE_HOURS / EXPIRY_SHORT_HOURS),
    );
  }
  if (offer.companions) situation('companions', `with-${offer.companions.value}`, 1);
  if (offer.hour) situation('hour', `hour-${hourBin(offer.hour.value)}`, 1);
  if (offer.weather) situation('weather', `weather-${offer.weather.value}`, 1);
  if (offer.temperatureC) situation('temperature', 'temperature', (offer.temperatureC.value - 13) / 10);
  if (offer.trip) situation('trip', `trip-${offer.trip.value}`, 1);
  if (offer.direction) situation('direction', `direction-${offer.direction.value}`, 1);
  if (venue) {
    const stated = new Set(SITUATION_CUES.filter(({ cueOf }) => cueOf(offer)).map(({ factor }) => factor));
    for (const [name, value] of Object.entries(coefficients)) {
      if (!name.startsWith(TYPICAL_PREFIX)) continue;
      const key = name.slice(TYPICAL_PREFIX.length);
      const factor = situationFactorOf(key);
      if (factor && !stated.has(factor)) situation(factor, key, value);
    }
  }
  return features;
}

/** Utility of a set of features under the coefficients; unknown names weigh nothing. */
export function utilityOf(features: readonly OfferFeature[], coefficients: OfferCoefficients): number {
  return features.reduce((sum, feature) => sum + (coefficients[feature.name] ?? 0) * feature.value, 0);
}
