// GET /api/personas?ids=a,b: the details (avatar, age, occupation, country) of the twins in a run or selection.
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { personaSchema, type Persona } from '../../../contracts/personas';
import { apiRequest } from '../../lib/api-client';

const personaListSchema = z.array(personaSchema);

export function getTwins(ids: string[]): Promise<Persona[]> {
  return apiRequest(`/api/personas?ids=${ids.map(encodeURIComponent).join(',')}`, {
    schema: personaListSchema,
  });
}

const twinsQueryKey = (ids: string[]) => ['personas', 'by-ids', ...[...ids].sort()];

/** Twins already in hand (e.g. from the selection dialog) are cached, so showing them needs no request. */
export function primeTwins(queryClient: QueryClient, twins: Persona[]) {
  queryClient.setQueryData(twinsQueryKey(twins.map((twin) => twin.id)), twins);
}

/** The twins with these ids, in the order given; none are fetched for an empty list. */
export function useTwins(ids: string[]) {
  const query = useQuery({
    queryKey: twinsQueryKey(ids),
    queryFn: () => getTwins(ids),
    enabled: ids.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const byId = new Map((query.data ?? []).map((twin) => [twin.id, twin]));
  return { ...query, twins: ids.flatMap((id) => byId.get(id) ?? []), byId };
}
