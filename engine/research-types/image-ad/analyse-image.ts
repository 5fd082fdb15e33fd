import type { AdMessage, ImageAnalysis } from '@contracts/image-analysis';
import { imageAnalysisSchema } from '@contracts/image-analysis';
import { colourFamilies, type AdReading } from '@contracts/image-ad';
import { adLines, LOOK_LIMITS, perceivedMessage } from './offline/ad-reaction';
import { readConcept } from '../../offline/reading/concept-reader';
import type { AdCreative } from '../../provider';
import { adTextOf } from './run-image-ad-test';

/** Who reads an image alone, whatever provider answers for the twins: the offline reader, always. */
export const IMAGE_READER = { provider: 'offline', model: 'ad-reader' } as const;

/** Lines a careful glance takes in: the most a twin paying full attention reads. */
const GLANCE_ATTENTION = 5;
const STRONG_CONTRAST = 60;
const VIVID = 60;
const MUTED = 15;
const CLEAN_LAYOUT = 20;
const DARK = 25;
const WASHED_OUT = 85;
const HARD_TO_READ = 60;

/** What the ad's words offer, read by the concept reader exactly as the twins of an ad test read them. */
function messageOf(ad: Pick<AdCreative, 'reading' | 'brief'>): AdMessage {
  const lines = adLines({ ad });
  const concept = readConcept(adTextOf(ad));
  return {
    headline: lines.length > 0 ? perceivedMessage(lines, GLANCE_ATTENTION) : null,
    productName: concept.name ?? null,
    category: concept.categoryLabel,
    price: concept.price?.text ?? null,
    discount: concept.offer.discountPercent?.text ?? null,
    claims: Object.values(concept.claims).map((claim) => claim.citation),
    features: concept.features,
    benefits: concept.benefits,
    audiences: concept.audiences.map((audience) => audience.text),
    missing: lines.length > 0 ? concept.missing : ['what it is', ...concept.missing],
    specificity: Math.round(concept.specificity * 100),
  };
}

/** Plain notes on the look, one per measure that stands out; the limits are those the twins' reactions use. */
function observationsOf({ text, textConfidence, measures: m }: AdReading): string[] {
  const percent = (value: number) => `${Math.round(value)}%`;
  const notes: string[] = [];
  if (!text.trim()) notes.push('No words in the image: the offer has to come from the caption.');
  else if (m.textCoverage < LOOK_LIMITS.sparseText)
    notes.push('Very little text: the picture carries the message.');
  else if (m.textCoverage > LOOK_LIMITS.heavyText)
    notes.push(`Text covers ${percent(m.textCoverage)} of the ad: hard to take in at a glance.`);
  else
    notes.push(
      `Text covers ${percent(m.textCoverage)} of the ad: enough to tell the offer without crowding it.`,
    );
  if (text.trim() && textConfidence < HARD_TO_READ)
    notes.push(
      `Some words were hard to read (${percent(textConfidence)} confidence); viewers may struggle too.`,
    );
  if (m.contrast < LOOK_LIMITS.lowContrast)
    notes.push('Low contrast: the ad may blend into a feed, and faint text is hard for older viewers.');
  else if (m.contrast >= STRONG_CONTRAST) notes.push('Strong contrast: the ad stands out in a feed.');
  const colours = colourFamilies(m.dominantColours)
    .slice(0, 2)
    .map((colour) => colour.name);
  if (m.colourfulness >= VIVID)
    notes.push(`Vivid colours (${colours.join(' and ')}) draw the eye, most of all for younger viewers.`);
  else if (m.colourfulness <= MUTED) notes.push('Muted colours: calm, but easy to scroll past.');
  if (m.clutter > LOOK_LIMITS.busyLayout) notes.push('A busy layout: the message competes with detail.');
  else if (m.clutter < CLEAN_LAYOUT) notes.push('A clean layout that leaves the message room.');
  if (m.brightness < DARK) notes.push('A dark image; it can look heavy on a bright screen.');
  else if (m.brightness > WASHED_OUT) notes.push('A very light image that can look washed out.');
  return notes;
}

/**
 * The Ad Creative Test's reader used alone: what an image says (its words, and the offer the concept reader finds
 * in them) and what it shows (its measured look, in plain notes). Pure and deterministic; no twin and no model.
 */
export function analyseImage(ad: Pick<AdCreative, 'reading' | 'brief'>): ImageAnalysis {
  return imageAnalysisSchema.parse({
    adReading: ad.reading,
    message: messageOf(ad),
    observations: observationsOf(ad.reading),
  });
}
