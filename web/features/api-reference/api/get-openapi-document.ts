// GET /api/openapi.json: the API's OpenAPI 3.1 document (the same for everyone; it changes only with a deploy).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { openApiDocumentSchema, type OpenApiDocument } from '@contracts/openapi';
import { api, apiPath, validated } from '@web/lib/api-client';

export const OPENAPI_PATH = apiPath('/api/openapi.json');

export function getOpenApiDocument(): Promise<OpenApiDocument> {
  return validated(api.GET('/api/openapi.json'), openApiDocumentSchema);
}

export function useOpenApiDocument() {
  return useQuery(queryOptions({ queryKey: ['openapi'], queryFn: getOpenApiDocument, staleTime: Infinity }));
}
