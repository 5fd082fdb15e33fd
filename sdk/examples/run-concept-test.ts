import { createTwinsightClient } from '../src/index';

/** Runs a concept test on the first 5 twins of the library and reads the saved result back. */
export async function runConceptTest(baseUrl: string, apiKey: string) {
  const twinsight = createTwinsightClient({ baseUrl, apiKey });

  const twins = await twinsight.GET('/api/personas');
  if (!twins.data) throw new Error(`Could not list twins: ${twins.error?.detail}`);

  const run = await twinsight.POST('/api/analyses', {
    body: {
      concept: 'A refillable glass bottle of dish soap for €4.50, sold at the supermarket.',
      personaIds: twins.data.slice(0, 5).map((twin) => twin.id),
    },
  });
  if (!run.data) throw new Error(`The run failed: ${run.error?.detail}`);

  const saved = await twinsight.GET('/api/feedback/{id}', { params: { path: { id: run.data.id } } });
  if (!saved.data) throw new Error(`Could not read the result: ${saved.error?.detail}`);
  return saved.data;
}
