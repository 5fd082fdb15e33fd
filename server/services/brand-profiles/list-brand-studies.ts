import { and, desc, eq, sql } from 'drizzle-orm';
import { BRAND_STUDY_TYPE, type BrandStudyPage, type BrandStudyRecord } from '@contracts/brand-study';

import { feedbackRequests } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { recordPage } from '../feedback-records/list-feedback-history';
import { toTypedRecord } from '../feedback-records/normalise-record';
import { findOwnedBrandProfile } from './brand-profiles';

const STUDIES_SHOWN = 50;

/** The perception studies of one of the caller's profiles, newest first (the profile's history). */
export async function listBrandStudies(
  { db }: AppContext,
  actor: Actor,
  profileId: string,
): Promise<BrandStudyRecord[]> {
  await findOwnedBrandProfile(db, actor.id, profileId);
  const rows = await db
    .select()
    .from(feedbackRequests)
    .where(
      and(
        eq(feedbackRequests.userId, actor.id),
        eq(feedbackRequests.type, BRAND_STUDY_TYPE),
        sql`${feedbackRequests.conceptDetails}->>'profileId' = ${profileId}`,
      ),
    )
    .orderBy(desc(feedbackRequests.createdAt), desc(feedbackRequests.id))
    .limit(STUDIES_SHOWN);
  return rows.map((row) => toTypedRecord(row, BRAND_STUDY_TYPE));
}

/** Every perception study of the caller, newest first, a page at a time: a deleted profile's studies stay listed. */
export function pageBrandStudies(
  context: AppContext,
  actor: Actor,
  query: { cursor?: string; pageSize: number },
): Promise<BrandStudyPage> {
  return recordPage(context, actor, [BRAND_STUDY_TYPE], query, (row) => toTypedRecord(row, BRAND_STUDY_TYPE));
}
