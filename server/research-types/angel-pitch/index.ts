// The angel pitch, judged by the library's high-income business twins.
import { angelPitchExecutor } from './run-angel-pitch';
import { registerAngelPitchRoutes } from './angel-pitch-routes';
import type { ResearchType } from '../research-type';

export const angelPitch = {
  executor: angelPitchExecutor,
  registerRoutes: registerAngelPitchRoutes,
} satisfies ResearchType;
