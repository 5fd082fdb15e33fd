import { z } from 'zod';
import { personaSchema } from './personas';

export const AUDIENCE_MAX_BYTES = 10 * 1024 * 1024;
export const AUDIENCE_MAX_ROWS = 20_000;
/** A file with more records than this is summarised into this many weighted twins. */
export const AUDIENCE_MAX_TWINS = 500;
export const AUDIENCE_NAME_MAX_LENGTH = 80;
/** Rows shown in the mapping step's preview. */
export const AUDIENCE_PREVIEW_ROWS = 5;

/**
 * What a column can become. `identifying` columns (names, emails, phones, addresses, customer ids) are dropped on
 * reading: never stored, never sent to a model. `attitude` columns are free text; several may be mapped.
 */
export const AUDIENCE_FIELDS = [
  'age',
  'birth_year',
  'gender',
  'country',
  'city',
  'income',
  'income_band',
  'education',
  'occupation',
  'marital_status',
  'children',
  'household_size',
  'bar_visits',
  'coffee_house_visits',
  'takeaway_visits',
  'budget_restaurant_visits',
  'restaurant_visits',
  'attitude',
  'identifying',
  'ignore',
] as const;
export const audienceFieldSchema = z.enum(AUDIENCE_FIELDS);
export type AudienceField = z.infer<typeof audienceFieldSchema>;

/** How the mapping step names each field. */
export const AUDIENCE_FIELD_LABELS: Record<AudienceField, string> = {
  age: 'Age',
  birth_year: 'Birth year',
  gender: 'Gender',
  country: 'Country',
  city: 'City',
  income: 'Income (amount)',
  income_band: 'Income band (low, middle, high)',
  education: 'Education',
  occupation: 'Occupation',
  marital_status: 'Marital status',
  children: 'Children',
  household_size: 'Household size',
  bar_visits: 'Bar visits a month',
  coffee_house_visits: 'Coffee house visits a month',
  takeaway_visits: 'Takeaways a month',
  budget_restaurant_visits: 'Budget restaurant visits a month',
  restaurant_visits: 'Restaurant visits a month',
  attitude: 'Attitude or habit (free text)',
  identifying: 'Identifies a person (never stored)',
  ignore: 'Not used',
};

/** Fields that can only come from one column each. */
export const SINGLE_COLUMN_FIELDS = AUDIENCE_FIELDS.filter(
  (field) => field !== 'attitude' && field !== 'identifying' && field !== 'ignore',
);

/** Column header → field. Columns left out are not used. */
export const audienceMappingSchema = z
  .record(z.string().min(1).max(200), audienceFieldSchema)
  .refine((mapping) => Object.keys(mapping).length <= 500, 'At most 500 columns.');
export type AudienceMapping = z.infer<typeof audienceMappingSchema>;

/** The text fields of POST /api/audiences (multipart, with the file field `file`). */
export const createAudienceFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Name the audience.').max(AUDIENCE_NAME_MAX_LENGTH),
  /** JSON of the column mapping; without it the proposed mapping is used. */
  mapping: z.string().max(100_000).optional(),
  /** The workspace it belongs to; the caller's first workspace when left out. */
  workspace_id: z.uuid().optional(),
  /** The country of records whose row gives none (MT, UK, NL or US). */
  country: z.enum(['MT', 'UK', 'NL', 'US']).optional(),
});

export const renameAudienceSchema = z.object({
  name: z.string().trim().min(1, 'Name the audience.').max(AUDIENCE_NAME_MAX_LENGTH),
});

export const audienceColumnSchema = z.object({
  name: z.string(),
  proposed: audienceFieldSchema,
  /** Detected as naming or reaching a person: its values are not shown and never stored. */
  identifying: z.boolean(),
});

/** The text fields of POST /api/audiences/preview: the mapping and country to check the records' countries with. */
export const previewAudienceFieldsSchema = createAudienceFieldsSchema.pick({ mapping: true, country: true });

/** Where the records' countries come from under a mapping, and the cities that are not in their record's country. */
export const audienceCountriesSchema = z.object({
  from_column: z.number().int(),
  /** Records whose country is the one their city is in (the library's towns and major cities). */
  from_city: z.number().int(),
  /** Records given the chosen country. */
  from_choice: z.number().int(),
  /** Records with no country yet: no country value, no known city and no country chosen. */
  missing_count: z.number().int(),
  /** Their rows (the first 20). */
  missing_rows: z.array(z.number().int()),
  warnings: z.array(
    z.object({
      city: z.string(),
      country: z.enum(['MT', 'UK', 'NL', 'US']),
      row_count: z.number().int(),
      /** The first 20 rows. */
      rows: z.array(z.number().int()),
      /** For example: "Bristol (rows 3, 7) is not in the United States." */
      message: z.string(),
    }),
  ),
});
export type AudienceCountries = z.infer<typeof audienceCountriesSchema>;

/** POST /api/audiences/preview: what the mapping step shows. Nothing is stored. */
export const audiencePreviewSchema = z.object({
  columns: z.array(audienceColumnSchema),
  /** The first rows, by column name; identifying columns' values are left out. */
  rows: z.array(z.record(z.string(), z.string())),
  row_count: z.number().int(),
  /** 'records': one twin per record; 'summarised': at most AUDIENCE_MAX_TWINS weighted twins. */
  mode: z.enum(['records', 'summarised']),
  /** The records' countries under the mapping sent (else the proposed one) and the country chosen. */
  countries: audienceCountriesSchema,
});
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

export const rejectedRowSchema = z.object({ line: z.number().int(), reason: z.string() });
export type RejectedRow = z.infer<typeof rejectedRowSchema>;

export const audienceSchema = z.object({
  id: z.string(),
  workspace_id: z.string(),
  name: z.string(),
  mode: z.enum(['records', 'summarised']),
  /** Records read from the file (rejected rows not counted). */
  record_count: z.number().int(),
  twin_count: z.number().int(),
  /** The twin fields the mapping used. */
  fields: z.array(audienceFieldSchema),
  /** Each row left out, with its line in the file and why (at most the first 200). */
  rejected_rows: z.array(rejectedRowSchema),
  rejected_count: z.number().int(),
  created_at: z.string(),
});
export type Audience = z.infer<typeof audienceSchema>;

export const audienceListSchema = z.array(audienceSchema);

const AUDIENCE_TWIN_ID = /^aud-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d+$/;

/** The audience a twin id belongs to (audience twins' ids name it), or undefined for a library twin. */
export function audienceIdOfTwin(twinId: string): string | undefined {
  return AUDIENCE_TWIN_ID.exec(twinId)?.[1];
}

/** A twin of an audience: a persona whose id works wherever twin ids do, with the audience it belongs to. */
export const audienceTwinSchema = personaSchema.extend({ audience_id: z.string() });
export const audienceWithTwinsSchema = audienceSchema.extend({ twins: z.array(audienceTwinSchema) });
export type AudienceWithTwins = z.infer<typeof audienceWithTwinsSchema>;
