/**
 * How long one charge lasts on ordinary products of a category, in hours: a concept stating less than `short` names
 * a defect ('earbuds that last 2 hours per charge'), `long` or more a quality, anything between says nothing either
 * way. A category missing here has no norm, so a stated battery life there counts neither for nor against.
 *
 * Figures are the manufacturers' published battery specifications of best-selling models as known to the author in
 * 2026 (offline: no spec sheet was re-read), rounded; `short` sits below the weakest mainstream model, `long` at the
 * level of the category's long-lasting models. See docs/decisions/043-stated-specs-against-norms.md.
 */
export interface BatteryLifeNorm {
  short: number;
  long: number;
  /** The published figures the bounds come from. */
  source: string;
}

export const BATTERY_LIFE_NORMS: Readonly<Record<string, BatteryLifeNorm>> = {
  headphones: {
    short: 4,
    long: 10,
    source:
      'Earbuds 5–8 h per charge (Apple AirPods Pro 2 about 6 h, Samsung Galaxy Buds2 Pro about 5 h with noise ' +
      'cancelling, Sony WF-1000XM5 about 8 h); over-ear models 20–30 h (Bose QuietComfort Ultra about 24 h, ' +
      'Sony WH-1000XM5 about 30 h).',
  },
  speakers: {
    short: 6,
    long: 15,
    source:
      'Portable Bluetooth speakers about 12–20 h (JBL Flip 6 about 12 h, Bose SoundLink Flex about 12 h, ' +
      'Ultimate Ears Wonderboom about 14 h, JBL Charge 5 about 20 h).',
  },
  smartphones: {
    short: 12,
    long: 24,
    source:
      'Phones rated for about 20–29 h of video playback (Apple iPhone 15 about 20 h, iPhone 15 Pro Max about ' +
      "29 h) and sold as lasting 'all day'.",
  },
  laptops: {
    short: 5,
    long: 12,
    source:
      'About 8–18 h of video playback (budget Windows laptops about 6–10 h, Dell XPS 13 about 12 h, Apple ' +
      'MacBook Air about 18 h).',
  },
  tablets: {
    short: 6,
    long: 12,
    source:
      'About 10–15 h (Apple iPad about 10 h of web or video, Samsung Galaxy Tab S9 about 15 h of video).',
  },
  wearables: {
    short: 18,
    long: 120,
    source:
      'Smartwatches about 18 h to 2 days (Apple Watch Series 9 about 18 h), fitness bands and sports watches ' +
      'about 1–2 weeks (Fitbit Charge 6 about 7 days, Garmin Forerunner 265 about 13 days).',
  },
  'electric-toothbrush': {
    short: 7 * 24,
    long: 21 * 24,
    source:
      'Electric toothbrushes about 10 days to 3 weeks at two minutes twice a day (Oral-B Pro 1000 about 10 ' +
      'days, Philips Sonicare 4100 about 14 days, Oral-B iO and Sonicare DiamondClean about 3 weeks).',
  },
  'vr-headsets': {
    short: 1.5,
    long: 3,
    source: 'About 2–2.5 h per charge (Meta Quest 3 about 2.2 h, Apple Vision Pro about 2 h).',
  },
  drones: {
    short: 0.33,
    long: 0.6,
    source: 'About 30–45 min of flight (DJI Mini 4 Pro about 34 min, DJI Air 3 about 46 min).',
  },
};
