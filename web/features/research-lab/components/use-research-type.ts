import { useSearchParams } from 'react-router';
import { DEFAULT_RESEARCH_TYPE, researchTypeFromParam, type ResearchTypeId } from './research-types';

/** The research type chosen in the sidebar, kept in ?feature= so links such as /brand360 can open a type. */
export function useResearchType() {
  const [params, setParams] = useSearchParams();
  const selected = researchTypeFromParam(params.get('feature'));
  const select = (id: ResearchTypeId) => {
    const next = new URLSearchParams(params);
    if (id === DEFAULT_RESEARCH_TYPE) next.delete('feature');
    else next.set('feature', id);
    setParams(next);
  };
  return { selected, select };
}
