import type { z } from 'zod';
import { RUN_COST } from '@contracts/credits';
import { BRAND_STUDY_TYPE, type BrandAnswer, type brandStudyRequestSchema } from '@contracts/brand-study';
import type { SavedResponseItem } from '@contracts/feedback';
import { BRAND_READING, executeBrandStudy } from '@engine/index';
import { audiencesOfTwins } from '../../services/audiences/audiences';
import { loadChosenTwins } from '../../services/personas/load-chosen-twins';
import { engineStamp, type RunExecutor } from '../../services/runs/run-executor';
import { secondSample } from '../../services/runs/second-sample';
import { findOwnedBrandProfile } from '../../services/brand-profiles/brand-profiles';

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

export type BrandStudyRunInput = z.output<typeof brandStudyRequestSchema> & { profileId: string };

/**
 * A Brand 360 perception study of the caller's profile, a run type of the job layer (services/runs: charged, queued,
 * saved or refunded like a concept test), saved as a `brand360` record whose concept_details name the profile, so
 * the profile's history finds it.
 */
export const brandStudyExecutor: RunExecutor<BrandStudyRunInput> = {
  cost: RUN_COST,
  check: async (context, actor, input) => {
    await findOwnedBrandProfile(context.db, actor.id, input.profileId);
    return { twins: (await loadChosenTwins(context, actor.id, input.personaIds)).length };
  },
  execute: async (context, { userId, input }) => {
    const profile = await findOwnedBrandProfile(context.db, userId, input.profileId);
    const personas = await loadChosenTwins(context, userId, input.personaIds);
    const brand = {
      name: profile.name,
      category: profile.category,
      description: profile.description,
      competitors: profile.competitors,
    };
    const result = await executeBrandStudy(context.engine, personas, brand);
    const retest = await secondSample(
      context,
      userId,
      result.answers.map((answer) => ({ persona: personas.find((p) => p.id === answer.personaId)!, answer })),
      (persona) => context.engine.rateBrand({ persona, brand }),
      BRAND_READING,
    );
    return {
      concept: `${profile.name} (${profile.category}) vs ${profile.competitors.join(', ')}`,
      conceptDetails: { profileId: profile.id, ...brand },
      selectedPersonas: personas.map((p) => p.id),
      responses: result.answers.map(brandResponseItem),
      overallAnalysis: result.overallAnalysis,
      type: BRAND_STUDY_TYPE,
      filters: input.filters ?? null,
      engine: engineStamp(context),
      retest,
      audiences: await audiencesOfTwins(context.db, input.personaIds),
    };
  },
};
