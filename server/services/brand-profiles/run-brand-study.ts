import type { z } from 'zod';
import {
  BRAND_STUDY_TYPE,
  type BrandAnswer,
  type BrandStudyRecord,
  type brandStudyRequestSchema,
} from '../../../contracts/brand-study';
import type { SavedResponseItem } from '../../../contracts/feedback';
import { executeBrandStudy } from '../../../engine/index';
import type { Actor, AppContext } from '../../context';
import { insertRunRecord, loadChosenTwins, runCharged } from '../feedback-records/charged-run';
import { findOwnedBrandProfile } from './brand-profiles';

/** A twin's perception as a response item: the spec's fields, with the ratings and reasons as its detail. */
export function brandResponseItem(answer: BrandAnswer): SavedResponseItem {
  return {
    personaId: answer.personaId,
    sender: 'ai',
    personaName: answer.personaName,
    text: answer.text,
    detailed: {
      sentiment: answer.sentiment,
      sentimentScore: answer.sentimentScore,
      personaName: answer.personaName,
      ratings: answer.ratings,
      reasons: answer.reasons,
      comparison: answer.comparison,
    },
    followUpConversations: [],
  };
}

/**
 * A Brand 360 perception study of the caller's profile: charged like a concept test (charged-run.ts), saved as a
 * `brand360` record whose concept_details name the profile, so the profile's history finds it.
 */
export async function runBrandStudy(
  context: AppContext,
  actor: Actor,
  profileId: string,
  input: z.output<typeof brandStudyRequestSchema>,
  onEngineFailure?: (error: unknown) => void,
): Promise<BrandStudyRecord> {
  const profile = await findOwnedBrandProfile(context.db, actor.id, profileId);
  const personas = await loadChosenTwins(context, input.personaIds);
  const brand = {
    name: profile.name,
    category: profile.category,
    description: profile.description,
    competitors: profile.competitors,
  };
  return runCharged(
    context,
    actor,
    { metadata: { type: BRAND_STUDY_TYPE, twins: personas.length }, onEngineFailure },
    async (runId) => {
      const result = await executeBrandStudy(context.engine, personas, brand);
      return insertRunRecord(context, actor, runId, {
        concept: `${profile.name} (${profile.category}) vs ${profile.competitors.join(', ')}`,
        conceptDetails: { profileId: profile.id, ...brand },
        personaIds: personas.map((p) => p.id),
        responses: result.answers.map(brandResponseItem),
        overallAnalysis: result.overallAnalysis,
        type: BRAND_STUDY_TYPE,
        filters: input.filters,
      });
    },
  );
}
