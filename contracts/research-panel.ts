// The panel of a pricing study, concept comparison or feature value study: up to 200 twins (300 for a feature value
// study), named one by one or chosen by the spec's filters; results count each twin by its survey weight and break
// down by segment.
import { z } from 'zod';
import { filterSetSchema } from './personas';

/** Twins on one pricing or comparison panel (a concept test takes 7). */
export const MAX_PANEL_TWINS = 200;
/** Twins on one feature value study's panel: a conjoint pools few choices per twin, so it takes more twins. */
export const MAX_FEATURE_PANEL_TWINS = 300;
/** A segment with fewer twins than this is not shown: too few to say anything about it. */
export const MIN_SEGMENT_TWINS = 10;

/** The fields choosing a panel of at most `maxTwins` twins. */
export function panelSelectionFieldsFor(maxTwins: number) {
  return {
    personaIds: z
      .array(z.string().min(1).max(100))
      .min(1, 'Select at least one Digital Twin')
      .max(maxTwins, `Select at most ${maxTwins} Digital Twins`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each Digital Twin can be selected once')
      .optional(),
    /** Without personaIds: up to `maxTwins` twins matching these filters (all of the library when none are given). */
    filters: filterSetSchema.strict().optional(),
  };
}

export const panelSelectionFields = panelSelectionFieldsFor(MAX_PANEL_TWINS);

/** 'Audience': the user's own audience a twin comes from (twins of the library are in none). */
export const SEGMENT_DIMENSIONS = ['Age band', 'Gender', 'Income', 'Parents', 'Country', 'Audience'] as const;
export type SegmentDimension = (typeof SEGMENT_DIMENSIONS)[number];

export const intervalSchema = z.object({ low: z.number(), high: z.number() });
export type Interval = z.infer<typeof intervalSchema>;

/** One segment's figures: `figure` is the research type's own. */
export function segmentResultSchema<Figure extends z.ZodType>(figure: Figure) {
  return z.object({
    dimension: z.enum(SEGMENT_DIMENSIONS),
    segment: z.string(),
    twins: z.number().int(),
    weightShare: z.number(),
    figure,
  });
}

// Partial: records stored before a dimension was added do not name it.
export const hiddenSegmentsSchema = z.partialRecord(z.enum(SEGMENT_DIMENSIONS), z.number().int());

/** Who answered: how many twins, chosen how. */
export const panelSchema = z.object({
  twins: z.number().int(),
  chosenBy: z.enum(['selection', 'filters']),
  /** Twins that matched the filters, before the panel was drawn from them. */
  matched: z.number().int(),
});
export type Panel = z.infer<typeof panelSchema>;
