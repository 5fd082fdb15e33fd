import { adReactionSchema, type AdReaction, type AdReading } from '../../../contracts/image-ad';
import type { PersonaAnswer } from '../../../contracts/analysis';
import type { AdCreative, ImageAdInput } from '../../provider';
import { readConcept, type ConceptReading } from '../reading/concept-reader';
import { readPersona, type PersonaReading } from '../model/persona-features';

/**
 * How a twin reacts to the creative itself. The offer in the ad (price, discount, claims) is scored by the concept
 * model like a typed concept; the measured look of the ad (contrast, colour, clutter, amount of text) sets attention,
 * clarity and appeal, weighed by the twin's age and personality, and by how much the offer interests them.
 */

/** Where the ad's look starts to cost it: faint text, a busy layout, too many or too few words (percent measures). */
export const LOOK_LIMITS = { lowContrast: 25, busyLayout: 45, heavyText: 40, sparseText: 4 } as const;

const unit = (percent: number): number => Math.min(1, Math.max(0, percent / 100));
const toPoint = (score: number): number => Math.min(5, Math.max(1, Math.round(1 + 4 * score)));
/** Brightness people find comfortable sits in the middle; very dark or washed-out ads lose. */
const brightnessFit = (brightness: number): number => Math.max(0, 1 - Math.abs(brightness - 55) / 55);
/** Some text tells the offer; an ad that is mostly words is hard to take in at a glance. */
function textFit(coverage: number, hasText: boolean): number {
  if (!hasText) return 0.2;
  if (coverage < LOOK_LIMITS.sparseText) return 0.6;
  if (coverage <= 35) return 1;
  return Math.max(0, 1 - (coverage - 35) / 40);
}
/** How much the offer interests the twin, -1..1 around the neutral intent of 3. */
const offerPull = (answer: PersonaAnswer): number => (answer.purchaseIntent.expected - 3) / 2;

export interface CreativeScores {
  attention: number;
  clarity: number;
  appeal: number;
}

export function creativeScoresOf(
  reading: AdReading,
  concept: ConceptReading,
  persona: PersonaReading,
  answer: PersonaAnswer,
): CreativeScores {
  const m = reading.measures;
  const { young, older, extraversion, openness, conscientiousness } = persona.features;
  const colour = unit(m.colourfulness);
  const contrast = unit(m.contrast);
  const calm = 1 - unit(m.clutter);
  const hasText = reading.text.trim().length > 0;
  const attention =
    0.3 * contrast +
    0.3 * colour +
    0.15 * brightnessFit(m.brightness) +
    0.15 * calm +
    0.1 * (0.5 + offerPull(answer)) +
    // Younger and outgoing twins are drawn by colour; older twins need contrast to notice an ad at all.
    0.15 * (young + 0.5 * extraversion) * (colour - 0.35) +
    0.15 * older * (contrast - 0.4);
  const clarity =
    0.35 * textFit(m.textCoverage, hasText) +
    0.2 * unit(reading.textConfidence) +
    0.2 * calm +
    0.25 * concept.specificity -
    // Careful readers mind a busy layout; older readers mind faint text.
    0.12 * Math.max(0, conscientiousness) * unit(m.clutter) -
    0.12 * older * (1 - contrast);
  const appeal =
    0.25 * colour * (1 + 0.4 * openness) +
    0.15 * calm +
    0.15 * brightnessFit(m.brightness) +
    0.45 * (0.5 + offerPull(answer));
  return { attention: toPoint(attention), clarity: toPoint(clarity), appeal: toPoint(appeal) };
}

const sentenceCase = (line: string): string => {
  const lower = line === line.toUpperCase() ? line.toLowerCase() : line;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
};

/** The ad's lines as read (OCR first, then the typed copy), cleaned of OCR specks. */
export function adLines(input: { ad: Pick<AdCreative, 'reading' | 'brief'> }): string[] {
  const { reading, brief } = input.ad;
  return [reading.text, brief.adCopy ?? '', brief.callToAction ?? '']
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => /\p{L}{2,}|\p{N}/u.test(line));
}

/** What the twin takes away: the lines a glance catches (more of them the more the ad holds their attention). */
export function perceivedMessage(lines: string[], attention: number): string {
  if (lines.length === 0) return "I can't tell what this ad is selling.";
  const read = lines.slice(0, attention >= 4 ? 3 : attention === 3 ? 2 : 1);
  return read.map((line, i) => (i === 0 ? sentenceCase(line) : sentenceCase(line).toLowerCase())).join(', ');
}

function firstImpression(reading: AdReading, scores: CreativeScores): string {
  const colour = reading.measures.dominantColours[0]?.name;
  const look =
    scores.attention >= 4
      ? `The ${colour ?? 'design'} grabs my attention straight away`
      : scores.attention === 3
        ? 'It catches my eye, though not instantly'
        : "Honestly, I'd probably scroll past this";
  const liking =
    scores.appeal >= 4
      ? 'and I like the look of it.'
      : scores.appeal === 3
        ? 'and it looks alright.'
        : "and it doesn't look very inviting to me.";
  return `${look}, ${liking}`;
}

function wouldChange(
  reading: AdReading,
  concept: ConceptReading,
  scores: CreativeScores,
  input: ImageAdInput,
  answer: PersonaAnswer,
): string {
  const m = reading.measures;
  const weakest = Math.min(scores.attention, scores.clarity, scores.appeal);
  if (scores.clarity === weakest && !reading.text.trim() && !input.ad.brief.adCopy)
    return 'Say in words what is on offer; I had to guess.';
  if (scores.clarity === weakest && m.textCoverage > LOOK_LIMITS.heavyText)
    return 'Cut the text down to the headline and the offer.';
  if (m.contrast < LOOK_LIMITS.lowContrast) return 'Make the text stand out more from the background.';
  if (m.clutter > LOOK_LIMITS.busyLayout) return 'Clear the layout so the offer stands out.';
  if (!concept.price && !/\d+\s*%/.test(concept.text)) return 'Show the price or the deal.';
  if (!input.ad.brief.callToAction && scores.attention >= 3)
    return 'Add a clear call to action so I know what to do next.';
  return answer.suggestions[0] ?? 'Nothing much; it does its job.';
}

/** The twin's reaction to the creative, beside its answer to the offer the ad makes. */
export function reactToAd(input: ImageAdInput, answer: PersonaAnswer): AdReaction {
  const concept = readConcept(input.adText);
  const reading = input.ad.reading;
  const scores = creativeScoresOf(reading, concept, readPersona(input.persona), answer);
  return adReactionSchema.parse({
    firstImpression: firstImpression(reading, scores),
    perceivedMessage: perceivedMessage(adLines(input), scores.attention),
    ...scores,
    wouldChange: wouldChange(reading, concept, scores, input, answer),
  });
}
