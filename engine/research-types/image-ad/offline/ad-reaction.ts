import { adReactionSchema, colourFamilies, type AdReaction, type AdReading } from '@contracts/image-ad';
import type { PersonaAnswer } from '@contracts/twin-answers';
import type { AdCreative, ImageAdInput } from '@engine/provider';
import { readConcept, type ConceptReading } from '@engine/offline/reading/concept-reader';
import { readPersona, type PersonaReading } from '@engine/offline/model/persona-features';
import { evaluate, type Evaluation } from '@engine/offline/model/evaluate';
import { OFFER_COEFFICIENTS } from '@engine/offline/model/offer-coefficients';
import type { PersonaValue } from '@engine/offline/knowledge/lexicons';
import { seededRandom } from '@engine/offline/seeded-random';

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

export const sentenceCase = (line: string): string => {
  const lower = line === line.toUpperCase() ? line.toLowerCase() : line;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
};

/** Calls to action people recognise on an ad ('Shop Now', 'Order today', 'Start your free trial'). */
const CALL_TO_ACTION =
  /\b(shop (now|today|online|the (sale|range))|buy (now|today|online)|order (now|today|online)|book (now|today|online)|sign up|subscribe( now| today)?|get (yours|it now|started|the app|\d+% off)|download( now| the app)?|learn more|find out more|try (it )?(free|now|today)|start (your )?free trial|call (now|today|us)|visit (us|our|today)|add to (cart|basket)|claim (yours|your|now|it)|join (now|today|us)|discover more|see more|apply (now|today)|install now|grab yours|reserve (now|yours))\b/i;

/** The call to action the ad shows, as written, if any. */
export function callToActionIn(lines: string[]): string | undefined {
  for (const line of lines) {
    const match = CALL_TO_ACTION.exec(line);
    if (match) return match[0];
  }
  return undefined;
}

// A line that cannot end a phrase: one bare word ('ZERO' above 'SUGAR ADDED'), or one ending in a word that needs
// what follows ('NO', 'WITH', 'FOR').
const OPEN_ENDING =
  /\b(no|zero|with|without|for|of|and|or|the|a|an|to|in|on|at|from|by|per|free of|up to|only)$/i;
const joinsNext = (line: string): boolean =>
  OPEN_ENDING.test(line.trim()) ||
  (/^\p{L}+$/u.test(line.trim()) && line.trim().length <= 12 && !CALL_TO_ACTION.test(line));

/** The ad's lines as people read them: phrases, not OCR lines ('ZERO' + 'SUGAR ADDED' is 'ZERO SUGAR ADDED'). */
export function adPhrases(lines: string[]): string[] {
  const phrases: string[] = [];
  let open = false;
  for (const line of lines) {
    if (open && phrases.length > 0) phrases[phrases.length - 1] = `${phrases.at(-1)} ${line}`;
    else phrases.push(line);
    open = joinsNext(line);
  }
  return phrases;
}

/** The ad's lines as read (OCR first, then the typed copy), cleaned of OCR specks and read as phrases. */
export function adLines(input: { ad: Pick<AdCreative, 'reading' | 'brief'> }): string[] {
  const { reading, brief } = input.ad;
  const ocr = reading.text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => /\p{L}{2,}|\p{N}/u.test(line));
  const typed = [brief.adCopy ?? '', brief.callToAction ?? '']
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => /\p{L}{2,}|\p{N}/u.test(line));
  const seen = new Set<string>();
  return [...adPhrases(ocr), ...typed].filter((line) => {
    const key = line.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What the twin takes away: the phrases a glance catches (more the more the ad holds it), in the order it read them. */
export function perceivedMessage(lines: string[], attention: number): string {
  if (lines.length === 0) return "I can't tell what this ad is selling.";
  const read = lines.slice(0, attention >= 4 ? 3 : attention === 3 ? 2 : 1);
  return read.map((line, i) => (i === 0 ? sentenceCase(line) : sentenceCase(line).toLowerCase())).join(', ');
}

/** What draws this twin's eye first. */
type EyeCatcher = 'colour' | 'offer' | 'claim' | 'product' | 'headline';

const OFFER_LINE =
  /\d+\s*%|[€£$]\s?\d|\d\s?(€|eur|usd|gbp)\b|\bfree\b|\bsale\b|\bhalf price\b|\b\d+\s*for\s*\d+\b/i;

interface AdLook {
  lines: string[];
  offer: string | undefined;
  claim: string | undefined;
  product: string | undefined;
  cta: string | undefined;
  colours: string[];
}

function lookOf(input: ImageAdInput, concept: ConceptReading): AdLook {
  const lines = adLines(input);
  const cta = callToActionIn(lines);
  const content = lines.filter((line) => !CALL_TO_ACTION.test(line));
  const claimWords = Object.values(concept.claims).map((claim) => claim!.citation.toLowerCase());
  return {
    lines,
    offer: content.find((line) => OFFER_LINE.test(line)),
    claim: content.find(
      (line) =>
        claimWords.some((words) => line.toLowerCase().includes(words)) ||
        (CLAIM_LINE.test(line) && !OFFER_LINE.test(line)),
    ),
    product: content.find(
      (line) => !OFFER_LINE.test(line) && readConcept(line).category === concept.category,
    ),
    cta,
    colours: colourFamilies(input.ad.reading.measures.dominantColours)
      .filter((colour) => !['white', 'black', 'grey'].includes(colour.name))
      .slice(0, 2)
      .map((colour) => colour.name),
  };
}

/** How the twin stands to the ad's category: the model's category term, positive when it has a use for it. */
function categoryRelation(evaluation: Evaluation): number {
  return evaluation.terms.find((term) => term.topic === 'category')?.utility ?? 0;
}

/** Claims a glance picks out as promises about the product ('Zero sugar added', 'Organic', 'Plant-based'). */
const CLAIM_LINE =
  /\b(no|zero|free from|without|low|less|organic|natural|vegan|plant-based|sustainabl\w*|recycl\w*|eco|protein|vitamins?|healthy|sugar|gluten|fair ?trade|locally)\b/i;

/** Which values a claim line speaks to. */
function claimValue(line: string): PersonaValue {
  return /sustainabl|recycl|eco|organic|plant|fair ?trade|locally/i.test(line) ? 'sustainability' : 'health';
}

/**
 * What catches this twin's eye: each candidate scored by who the twin is (the offer for the price-minded, a claim
 * for those holding its value, a product it has a use for, colour for the young and outgoing, the headline for older
 * readers), with a small seeded nudge so equals differ.
 */
function eyeCatcherOf(
  look: AdLook,
  persona: PersonaReading,
  evaluation: Evaluation,
  colour: number,
): EyeCatcher {
  const { features } = persona;
  const random = seededRandom(`ad-eye\u0000${persona.persona.id}\u0000${look.lines.join('|')}`);
  const nudge = () => 0.25 * random.next();
  const scores: Array<[EyeCatcher, number]> = [
    ['headline', 0.35 + 0.3 * features.older + nudge()],
    [
      'offer',
      look.offer
        ? 0.3 +
          0.5 * features.incomeLow +
          0.2 * features.conscientiousness -
          0.3 * features.incomeHigh +
          nudge()
        : -1,
    ],
    [
      'claim',
      look.claim ? 0.2 + 0.7 * Math.max(0, features[`value.${claimValue(look.claim)}`] ?? 0) + nudge() : -1,
    ],
    ['product', look.product ? 0.2 + 1.5 * categoryRelation(evaluation) + nudge() : -1],
    [
      'colour',
      look.colours.length > 0
        ? colour * (0.2 + 0.5 * features.young + 0.3 * Math.max(0, features.extraversion)) + nudge()
        : -1,
    ],
  ];
  return scores.sort((a, b) => b[1] - a[1])[0]![0];
}

const quote = (line: string): string => `"${sentenceCase(line)}"`;

/** The phrases in the order this twin reads them: what caught its eye first, then the rest as laid out. */
function readingOrder(look: AdLook, eye: EyeCatcher): string[] {
  const first =
    eye === 'offer'
      ? look.offer
      : eye === 'claim'
        ? look.claim
        : eye === 'product'
          ? look.product
          : undefined;
  return first ? [first, ...look.lines.filter((line) => line !== first)] : look.lines;
}

function firstImpression(
  look: AdLook,
  eye: EyeCatcher,
  scores: CreativeScores,
  evaluation: Evaluation,
  answer: PersonaAnswer,
): string {
  const headline = look.lines[0];
  const seen =
    eye === 'colour'
      ? `The ${look.colours.join(' and ')} ${look.colours.length > 1 ? 'are' : 'is'} what I see first`
      : eye === 'offer'
        ? `${quote(look.offer!)} is the first thing I see`
        : eye === 'claim'
          ? `${quote(look.claim!)} is what I notice first, and that matters to me`
          : eye === 'product'
            ? `${quote(look.product!)} catches my eye, because that's something I actually use`
            : headline
              ? `I read ${quote(headline)} first`
              : `The ${look.colours[0] ?? 'picture'} is all there is to see`;
  const glance =
    scores.attention >= 4
      ? `${seen}.`
      : scores.attention === 3
        ? `${seen}, though it took a second look.`
        : `Honestly, I'd probably scroll past this; ${seen.charAt(0).toLowerCase()}${seen.slice(1)}.`;
  const relation = categoryRelation(evaluation);
  const reason =
    answer.sentiment === 'negative'
      ? answer.reasonsAgainst[0]
      : answer.sentiment === 'positive'
        ? answer.reasonsFor[0]
        : (answer.reasonsAgainst[0] ?? answer.reasonsFor[0]);
  const offerTake =
    relation < -0.15
      ? `But ${evaluation.concept.categoryLabel}s aren't something I buy, so the offer passes me by.`
      : reason
        ? `${reason.text.replace(/[.\s]+$/, '')}.`
        : answer.sentiment === 'positive'
          ? 'It looks like something I could use.'
          : "It doesn't tell me why I'd want it.";
  const random = seededRandom(`ad-cta\u0000${evaluation.reading.persona.id}`);
  const cta =
    look.cta && scores.attention >= 3
      ? ` ${random.pick([
          `${quote(look.cta)} makes it clear what to do next.`,
          `At least ${quote(look.cta)} tells me where to go.`,
          `The ${quote(look.cta)} button is easy to spot.`,
        ])}`
      : '';
  const liking =
    scores.appeal >= 4
      ? ' I like the look of it.'
      : scores.appeal <= 2
        ? " It doesn't look very inviting to me."
        : '';
  return `${glance} ${offerTake}${cta}${liking}`;
}

function wouldChange(
  reading: AdReading,
  concept: ConceptReading,
  scores: CreativeScores,
  look: AdLook,
  persona: PersonaReading,
  answer: PersonaAnswer,
): string {
  const m = reading.measures;
  const weakest = Math.min(scores.attention, scores.clarity, scores.appeal);
  if (scores.clarity === weakest && look.lines.length === 0)
    return 'Say in words what is on offer; I had to guess.';
  if (scores.clarity === weakest && m.textCoverage > LOOK_LIMITS.heavyText)
    return 'Cut the text down to the headline and the offer.';
  if (m.contrast < LOOK_LIMITS.lowContrast)
    return persona.features.older > 0
      ? 'Make the words bigger and darker; I can barely read them.'
      : 'Make the text stand out more from the background.';
  if (m.clutter > LOOK_LIMITS.busyLayout) return 'Clear the layout so the offer stands out.';
  if (!concept.price && !/\d+\s*%/.test(concept.text))
    return persona.features.incomeLow > 0
      ? "Put the price on it; I won't click to find out."
      : 'Show the price or the deal.';
  if (!look.cta && scores.attention >= 3) return 'Add a clear call to action so I know what to do next.';
  if (answer.suggestions[0]) return answer.suggestions[0];
  if (persona.features.older > 0) return 'Make the price and the product bigger; the rest can go.';
  if (look.claim && !look.offer) return `Back up ${quote(look.claim)} with something I can check.`;
  if (persona.features.young > 0) return 'Show someone my age using it; it feels a bit generic.';
  return 'Nothing much; it does its job.';
}

/** The twin's reaction to the creative, beside its answer to the offer the ad makes. */
export function reactToAd(input: ImageAdInput, answer: PersonaAnswer): AdReaction {
  const concept = readConcept(input.adText);
  const reading = input.ad.reading;
  const persona = readPersona(input.persona);
  const evaluation = evaluate(concept, persona, OFFER_COEFFICIENTS);
  const scores = creativeScoresOf(reading, concept, persona, answer);
  const look = lookOf(input, concept);
  const eye = eyeCatcherOf(look, persona, evaluation, unit(reading.measures.colourfulness));
  return adReactionSchema.parse({
    firstImpression: firstImpression(look, eye, scores, evaluation, answer),
    perceivedMessage: perceivedMessage(readingOrder(look, eye), scores.attention),
    ...scores,
    wouldChange: wouldChange(reading, concept, scores, look, persona, answer),
  });
}
