import type { FilterSet, Persona } from '@contracts/personas';
import { shuffled } from '@contracts/seeded-random';
import { seededRandom } from '@engine/offline/seeded-random';
import type { Panel } from '@contracts/research-panel';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import { loadChosenTwins } from '../personas/load-chosen-twins';
import { listPersonas } from '../personas/list-personas';

export type PanelSelection = { personaIds?: string[]; filters?: Partial<FilterSet> };

/**
 * The twins of a pricing study, comparison or feature value study: those named, or up to `maxTwins` matching the
 * filters (all of them when fewer match; otherwise a draw seeded by the filters, so the same filters give the same
 * panel). The results count each twin by its survey weight, so the draw needs no weighting of its own.
 */
export async function choosePanel(
  context: AppContext,
  userId: string,
  selection: PanelSelection,
  maxTwins: number,
): Promise<{ personas: Persona[]; panel: Panel }> {
  if (selection.personaIds) {
    const personas = await loadChosenTwins(context, userId, selection.personaIds);
    return { personas, panel: { twins: personas.length, chosenBy: 'selection', matched: personas.length } };
  }
  const filters = selection.filters ?? {};
  const matching = await listPersonas(context, { filters });
  if (matching.length === 0)
    throw badRequest('No digital twins match your current filter selection.', [
      { name: 'filters', reason: 'No digital twins match your current filter selection.' },
    ]);
  const personas = drawPanel(matching, filters, maxTwins);
  return { personas, panel: { twins: personas.length, chosenBy: 'filters', matched: matching.length } };
}

/** Up to `maxTwins` of the matching twins: all of them when fewer match, else a draw seeded by the filters. */
export function drawPanel(matching: Persona[], filters: Partial<FilterSet>, maxTwins: number): Persona[] {
  return matching.length <= maxTwins
    ? matching
    : shuffled(seededRandom(JSON.stringify(filters)).next, matching)
        .slice(0, maxTwins)
        .sort((a, b) => a.id.localeCompare(b.id));
}
