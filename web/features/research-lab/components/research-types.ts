import type { ResearchType, ResearchTypeId } from '@web/entities/research-lab/research-types';

export const DEFAULT_RESEARCH_TYPE: ResearchTypeId = 'concept-test';

export function researchTypeFromParam(types: ResearchType[], value: string | null): ResearchType {
  return types.find((type) => type.id === value) ?? types[0]!;
}
