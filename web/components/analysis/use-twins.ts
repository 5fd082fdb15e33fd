// GET /api/personas?ids=a,b: the details (avatar, age, occupation, country) of the twins in a run or selection.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { personaSchema, type Persona } from '../../../contracts/personas';
import { apiRequest } from '../../lib/api-client';

const personaListSchema = z.array(personaSchema);

export function getTwins(ids: string[]): Promise<Persona[]> {
  return apiRequest(`/api/personas?ids=${ids.map(encodeURIComponent).join(',')}`, {
    schema: personaListSchema,
  });
}

/** The twins with these ids, in the order given; none are fetched for an empty list. */
export function useTwins(ids: string[]) {
  const query = useQuery({
    queryKey: ['personas', 'by-ids', ...[...ids].sort()],
    queryFn: () => getTwins(ids),
    enabled: ids.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const byId = new Map((query.data ?? []).map((twin) => [twin.id, twin]));
  return { ...query, twins: ids.flatMap((id) => byId.get(id) ?? []), byId };
}
