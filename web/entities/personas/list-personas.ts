// GET /api/personas (optionally ?ids=a,b): the twin library, or the twins with those ids.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { personaListSchema, type Persona } from '@contracts/personas';
import { api, validated } from '@web/lib/api-client';
import { personaKeys } from './persona-keys';

export function listPersonas(ids?: string[]): Promise<Persona[]> {
  return validated(
    api.GET('/api/personas', { params: { query: ids ? { ids: ids.join(',') } : {} } }),
    personaListSchema,
  );
}

// The library only changes when the server re-seeds it, so one load per session is enough.
export const personasQueryOptions = queryOptions({
  queryKey: personaKeys.library(),
  queryFn: () => listPersonas(),
  staleTime: Infinity,
});

export function usePersonas() {
  return useQuery(personasQueryOptions);
}
