// The twins of a run or selection (avatar, age, occupation, country), read through GET /api/personas?ids=.
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Persona } from '@contracts/personas';
import { listPersonas } from './list-personas';
import { personaKeys } from './persona-keys';

/** Twins already in hand (e.g. from the selection dialog) are cached, so showing them needs no request. */
export function primePersonas(queryClient: QueryClient, twins: Persona[]) {
  queryClient.setQueryData(personaKeys.byIds(twins.map((twin) => twin.id)), twins);
}

/** The twins with these ids, in the order given; none are fetched for an empty list. */
export function usePersonasByIds(ids: string[]) {
  const query = useQuery({
    queryKey: personaKeys.byIds(ids),
    queryFn: () => listPersonas(ids),
    enabled: ids.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const byId = new Map((query.data ?? []).map((twin) => [twin.id, twin]));
  return { ...query, twins: ids.flatMap((id) => byId.get(id) ?? []), byId };
}
