import { z } from 'zod';

/** Public, non-secret settings the web app needs at start. */
export const siteConfigSchema = z.object({
  brandName: z.string(),
  contactEmail: z.string(),
  location: z.string(),
  analyticsScriptUrl: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
