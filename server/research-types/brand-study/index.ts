// Brand 360 (record type 'brand360'): the brand profiles and the studies run on them.
import { brandStudyExecutor } from './run-brand-study';
import { registerBrand360Routes } from './brand-study-routes';
import type { ResearchType } from '../research-type';

export const brandStudy = {
  executor: brandStudyExecutor,
  registerRoutes: registerBrand360Routes,
} satisfies ResearchType;
