import { z } from 'zod';
import {
  answerDetailSchema,
  conceptDetailsSchema,
  feedbackRecordBaseSchema,
  recordOwnerSchema,
  twinAnswerItemSchema,
} from './feedback';
import { overallAnalysisSchema } from './twin-answers';
import { UPLOAD_MAX_BYTES } from './content';
import { MAX_TWINS, filterSetSchema } from './personas';

/** Ad Creative Test (type image-ad): the uploaded ad, what was read from it, and how twins react to it. */

export const AD_IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES;
export const AD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AD_TEXT_MAX_LENGTH = 2000;
export const AD_KEY_MESSAGE_LIMIT = 3;

const percent = z.number().min(0).max(100);
const creativePoint = z.number().int().min(1).max(5);

export const dominantColourSchema = z.strictObject({
  hex: z.string().regex(/^#[0-9a-f]{6}$/),
  /** A plain colour word ('orange', 'dark blue'), for people and for the twins' words. */
  name: z.string(),
  /** Share of the image in this colour, percent. */
  share: percent,
});
export type DominantColour = z.infer<typeof dominantColourSchema>;

/** A colour's hue family: 'dark red' and 'red' are both red to a viewer. */
export const colourFamilyOf = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/^(dark|light|pale|deep|bright)\s+/, '');

/**
 * Dominant colours with one entry per hue family, largest first: shares added up, the hex of the family's largest
 * shade kept, and the family's name. So an ad that is several shades of red reads 'red', once.
 */
export function colourFamilies(colours: readonly DominantColour[]): DominantColour[] {
  const families = new Map<string, DominantColour & { largest: number }>();
  for (const colour of colours) {
    const name = colourFamilyOf(colour.name);
    const family = families.get(name);
    if (!family) families.set(name, { ...colour, name, largest: colour.share });
    else {
      family.share = Math.min(100, Math.round((family.share + colour.share) * 10) / 10);
      if (colour.share > family.largest) [family.hex, family.largest] = [colour.hex, colour.share];
    }
  }
  return [...families.values()]
    .sort((a, b) => b.share - a.share)
    .map(({ hex, name, share }) => ({ hex, name, share }));
}

/** What sharp measured on the ad; every figure is 0..100 so twins and people read them the same way. */
export const adVisualMeasuresSchema = z.strictObject({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  brightness: percent,
  contrast: percent,
  colourfulness: percent,
  /** Share of the ad covered by the text OCR found. */
  textCoverage: percent,
  /** Edge density: how busy the ad looks. */
  clutter: percent,
  dominantColours: z.array(dominantColourSchema).max(5),
});
export type AdVisualMeasures = z.infer<typeof adVisualMeasuresSchema>;

/** The offline reading of the image, shown to the user so they can see what the engine understood. */
export const adReadingSchema = z.strictObject({
  /** The text found by OCR, one line per line of the ad. */
  text: z.string(),
  /** Mean OCR word confidence, percent (0 when no text was found). */
  textConfidence: percent,
  measures: adVisualMeasuresSchema,
});
export type AdReading = z.infer<typeof adReadingSchema>;

/** What the user typed beside the image. */
export const adBriefSchema = z.strictObject({
  adCopy: z.string().trim().max(AD_TEXT_MAX_LENGTH).optional(),
  callToAction: z.string().trim().max(200).optional(),
  targetContext: z.string().trim().max(AD_TEXT_MAX_LENGTH).optional(),
});
export type AdBrief = z.infer<typeof adBriefSchema>;

/** One twin's reaction to the creative, stored as `detailed.adReaction` of its response item. */
export const adReactionSchema = z.strictObject({
  firstImpression: z.string().min(1),
  perceivedMessage: z.string().min(1),
  attention: creativePoint,
  clarity: creativePoint,
  appeal: creativePoint,
  wouldChange: z.string().min(1),
});
export type AdReaction = z.infer<typeof adReactionSchema>;

/** Mean attention, clarity and appeal over the twins, 1..5. */
export const creativeScoresSchema = z.strictObject({
  attention: z.number().min(1).max(5),
  clarity: z.number().min(1).max(5),
  appeal: z.number().min(1).max(5),
});

/** overall_analysis of an image-ad record: the concept test's analysis plus what was read and the creative scores. */
export const imageAdOverallAnalysisSchema = overallAnalysisSchema
  .extend({
    qualitativeFeedback: z.strictObject({
      perceivedKeyMessages: z.array(z.string()).max(AD_KEY_MESSAGE_LIMIT),
    }),
    adReading: adReadingSchema,
    creativeScores: creativeScoresSchema,
  })
  .strict();
export type ImageAdOverallAnalysis = z.infer<typeof imageAdOverallAnalysisSchema>;

/** concept_details of an image-ad record: where its image is and what the user typed. */
export const imageAdDetailsSchema = adBriefSchema.extend({
  imageId: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageAdDetails = z.infer<typeof imageAdDetailsSchema>;

/** A multipart text field that carries JSON (a list or an object), parsed before its own schema checks it. */
export const jsonField = (message: string) =>
  z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });

const jsonArray = jsonField('Send personaIds as a JSON array');

/** The text fields of the multipart POST /api/analyses for an image ad (the file travels as field `image`). */
export const imageAdRequestFieldsSchema = adBriefSchema.extend({
  type: z.literal('image-ad'),
  personaIds: jsonArray.pipe(
    z
      .array(z.string().min(1))
      .min(1, 'Select at least one Digital Twin')
      .max(MAX_TWINS, `Select at most ${MAX_TWINS} Digital Twins`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each Digital Twin can be selected once'),
  ),
  filters: jsonArray.pipe(filterSetSchema).optional(),
});
export type ImageAdRequestFields = z.output<typeof imageAdRequestFieldsSchema>;

/** A twin's answer to an ad: the concept-test detail plus its reaction to the creative (null where a stored item has none). */
export const imageAdAnswerItemSchema = twinAnswerItemSchema.extend({
  detailed: answerDetailSchema.extend({ adReaction: adReactionSchema.nullable() }),
});
export type ImageAdAnswerItem = z.infer<typeof imageAdAnswerItemSchema>;

/** An Ad Creative Test's record as the server returns it. */
export const imageAdRecordSchema = feedbackRecordBaseSchema.extend({
  type: z.literal('image-ad'),
  /** The ad's details; a record saved by hand keeps the spec's {content | description}. */
  concept_details: z.union([imageAdDetailsSchema, conceptDetailsSchema]).nullable(),
  responses: z.array(imageAdAnswerItemSchema),
  overall_analysis: imageAdOverallAnalysisSchema.nullable(),
});
export const ownedImageAdRecordSchema = imageAdRecordSchema.and(recordOwnerSchema);
export type ImageAdRecord = z.infer<typeof ownedImageAdRecordSchema>;
