// GET /api/personas?ids=a,b: names and avatars of the twins who answered in a shared run.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { personaSchema, type Persona } from '../../../../contracts/personas';
import { apiRequest } from '../../../lib/api-client';

const personaListSchema = z.array(personaSchema);

export function getSnapshotTwins(ids: string[]): Promise<Persona[]> {
  return apiRequest(`/api/personas?ids=${ids.map(encodeURIComponent).join(',')}`, { schema: personaListSchema });
}

/** The twins by id; the page still shows each answer with the stored name if this fails. */
export function useSnapshotTwins(ids: string[]) {
  const query = useQuery({
    queryKey: ['personas', 'by-ids', ...[...ids].sort()],
    queryFn: () => getSnapshotTwins(ids),
    enabled: ids.length > 0,
    staleTime: Infinity,
  });
  return new Map((query.data ?? []).map((twin) => [twin.id, twin]));
}
