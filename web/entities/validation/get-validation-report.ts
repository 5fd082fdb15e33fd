// GET /api/validation/report: the latest measured validation table (npm run validate), shown on /methodology.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { validationReportSchema, type ValidationReport } from '@contracts/validation';
import { api, validated } from '@web/lib/api-client';

export function getValidationReport(): Promise<ValidationReport> {
  return validated(api.GET('/api/validation/report'), validationReportSchema);
}

export const validationReportQueryOptions = queryOptions({
  queryKey: ['validation', 'report'],
  queryFn: getValidationReport,
  staleTime: 60 * 60_000,
});

export function useValidationReport() {
  return useQuery(validationReportQueryOptions);
}
