import { personaListSchema, type Persona } from '@contracts/personas';
import twins from './library-panel.json';

/**
 * The suite's fixed panel: 32 library twins, eight per country spread evenly by age (students to the over-80s,
 * parents, retirees, three income brackets). Drawn from db/seed's generator by scripts/write-consistency-panel.ts.
 */
export const LIBRARY_PANEL: Persona[] = personaListSchema.parse(twins);
