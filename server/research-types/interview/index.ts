// The interview: a conversation with one twin, answered as the user asks (not queued as a run).
import { registerInterviewRoutes } from './interview-routes';
import type { ResearchType } from '../research-type';

export const interview = {
  registerRoutes: registerInterviewRoutes,
} satisfies ResearchType;
