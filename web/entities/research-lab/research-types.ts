// The lab's research types as its sidebar lists them. Each type's feature describes its own entry
// (<type>-research-type.tsx); web/app/pages/research-lab-screen.tsx lists them one line per type and hands them down
// to the research-lab feature, which may not import the types' features.
import { createContext, useContext, type ReactNode } from 'react';
import type { ResearchTypeId } from '@contracts/offerings';

export type { ResearchTypeId };

export type ResearchType = {
  id: ResearchTypeId;
  /** Named as every other screen names its runs (contracts/offerings.ts, contracts/record-type-names.ts). */
  label: string;
  icon: ReactNode;
  description: string;
  /** What the results column will show once the type is run. */
  resultsHint: string;
};

/** Every research type's entry, in the sidebar's order: a type added to the offerings without one does not compile. */
export type ResearchTypes = { [Id in ResearchTypeId]: ResearchType };

export const ResearchTypesContext = createContext<ResearchTypes | null>(null);

/** The lab's research types, in the sidebar's order. */
export function useResearchTypes(): ResearchType[] {
  const types = useContext(ResearchTypesContext);
  if (!types) throw new Error('The research lab is drawn inside its ResearchTypesContext.');
  return Object.values(types);
}
