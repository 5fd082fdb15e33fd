// GET /api/personas: the whole twin library. Shared because the Digital Twins page and the twin selection dialog both browse it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { personaSchema, type Persona } from '../../contracts/personas';
import { apiRequest } from './api-client';

const personaListSchema = z.array(personaSchema);

export function listPersonas(): Promise<Persona[]> {
  return apiRequest('/api/personas', { schema: personaListSchema });
}

// The library only changes when the server re-seeds it, so one load per session is enough.
export const personasQueryOptions = queryOptions({
  queryKey: ['personas'],
  queryFn: listPersonas,
  staleTime: Infinity,
});

export function usePersonas() {
  return useQuery(personasQueryOptions);
}
