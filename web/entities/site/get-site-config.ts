// GET /api/config: brand name, contact address, location and the optional analytics script.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteConfigSchema, type SiteConfig } from '@contracts/site-config';
import { api, validated } from '@web/lib/api-client';
import { siteKeys } from './site-keys';

export const fallbackSiteConfig: SiteConfig = {
  brandName: 'Twinsight',
  contactEmail: 'hello@twinsight.example',
  location: 'Valletta, Malta',
  analyticsScriptUrl: null,
};

export function getSiteConfig(): Promise<SiteConfig> {
  return validated(api.GET('/api/config'), siteConfigSchema);
}

export const siteConfigQueryOptions = queryOptions({
  queryKey: siteKeys.config(),
  queryFn: getSiteConfig,
  staleTime: 5 * 60_000,
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}
