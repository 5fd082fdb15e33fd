import { useSearchParams } from 'react-router';
import { useResearchTypes, type ResearchTypeId } from '@web/entities/research-lab/research-types';
import { DEFAULT_RESEARCH_TYPE, researchTypeFromParam } from './research-types';

/** The research type chosen in the sidebar, kept in ?feature= so links such as /brand360 can open a type. */
export function useResearchType() {
  const types = useResearchTypes();
  const [params, setParams] = useSearchParams();
  const selected = researchTypeFromParam(types, params.get('feature'));
  const select = (id: ResearchTypeId) => {
    const next = new URLSearchParams(params);
    if (id === DEFAULT_RESEARCH_TYPE) next.delete('feature');
    else next.set('feature', id);
    setParams(next);
  };
  return { types, selected, select };
}
