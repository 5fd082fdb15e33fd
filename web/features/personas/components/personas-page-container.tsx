import { usePersonas } from '@web/entities/personas/list-personas';
import { PersonasPage } from './personas-page';

/** Loads the library and hands it to the page, as the spec's /personas screen receives it. */
export function PersonasPageContainer() {
  const { data, isPending, error } = usePersonas();
  return <PersonasPage personas={data ?? []} loading={isPending && !error} error={error} />;
}
