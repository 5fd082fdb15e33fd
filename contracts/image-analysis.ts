import { z } from 'zod';
import {
  conceptDetailsSchema,
  feedbackRecordBaseSchema,
  recordOwnerSchema,
  twinAnswerItemSchema,
} from './feedback';
import { adBriefSchema, adReadingSchema, imageAdDetailsSchema, imageAdRequestFieldsSchema } from './image-ad';

/**
 * Image analysis (type image_analysis): the Ad Creative Test's reader used alone, without twins. It tells what an
 * image says (its words and the offer the concept reader finds in them) and what it shows (colours and measured look).
 */

/** Reading an image costs no credit: no twin answers and no model is called. */
export const IMAGE_RUN_COST = 0;

/** What the words of the ad offer, as the concept reader understood them (the same reading twins react to). */
export const adMessageSchema = z.strictObject({
  /** The lines a glance catches, as a viewer would repeat them ('Summer sale, 50% off, running shoes'). */
  headline: z.string().nullable(),
  /** The product's own name when the ad gives one. */
  productName: z.string().nullable(),
  /** The kind of product the words point to ('footwear', 'a food or drink'). */
  category: z.string(),
  /** The first price, as written. */
  price: z.string().nullable(),
  /** A discount, as written ('50% off'). */
  discount: z.string().nullable(),
  claims: z.array(z.string()),
  features: z.array(z.string()),
  benefits: z.array(z.string()),
  /** Who the ad says it is for. */
  audiences: z.array(z.string()),
  /** What a viewer cannot learn from the ad ('the price', 'who it is for'). */
  missing: z.array(z.string()),
  /** 0 (vague) .. 100 (concrete). */
  specificity: z.number().min(0).max(100),
});
export type AdMessage = z.infer<typeof adMessageSchema>;

/** overall_analysis of an image_analysis record. */
export const imageAnalysisSchema = z.strictObject({
  adReading: adReadingSchema,
  message: adMessageSchema,
  /** Plain notes on the look, each from a measure ('Text covers 48% of the ad: hard to take in at a glance.'). */
  observations: z.array(z.string()),
});
export type ImageAnalysis = z.infer<typeof imageAnalysisSchema>;

/** The text fields of the multipart POST /api/analyses that reads an image alone (the file travels as `image`). */
export const imageAnalysisRequestFieldsSchema = adBriefSchema.extend({ type: z.literal('image_analysis') });

/** The text fields of a multipart POST /api/analyses: an ad test or an image analysis, told apart by `type`. */
export const imageRunRequestFieldsSchema = z.discriminatedUnion('type', [
  imageAdRequestFieldsSchema,
  imageAnalysisRequestFieldsSchema,
]);
export type ImageRunRequestFields = z.output<typeof imageRunRequestFieldsSchema>;

/** An image analysis as the server returns it; a record saved by hand keeps the spec's shapes. */
export const imageAnalysisRecordSchema = feedbackRecordBaseSchema.extend({
  type: z.literal('image_analysis'),
  concept_details: z.union([imageAdDetailsSchema, conceptDetailsSchema]).nullable(),
  responses: z.array(twinAnswerItemSchema),
  overall_analysis: imageAnalysisSchema.nullable(),
});
export const ownedImageAnalysisRecordSchema = imageAnalysisRecordSchema.and(recordOwnerSchema);
export type ImageAnalysisRecord = z.infer<typeof ownedImageAnalysisRecordSchema>;
