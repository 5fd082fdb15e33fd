import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  audienceMappingSchema,
  type AudienceWithTwins,
  type createAudienceFieldsSchema,
} from '@contracts/audiences';
import { audiences, audienceTwins } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { badRequest } from '../../errors';
import { avatarPath } from '../personas/seed-personas';
import { actingWorkspace, workspaceAccess } from '../workspaces/workspace-access';
import { toAudience, toAudienceTwin } from './audiences';
import { audienceFileLimits, buildInWorker } from './read-audience-file';
import type { UploadedFile } from './uploaded-file';

const BATCH_SIZE = 250;

export type CreateAudienceInput = z.output<typeof createAudienceFieldsSchema>;

/** The mapping field's JSON, checked; a 400 naming the field `mapping` otherwise. */
export function parseMapping(text: string | undefined) {
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('The mapping is not valid JSON.', [{ name: 'mapping', reason: 'Not valid JSON' }]);
  }
  const parsed = audienceMappingSchema.safeParse(json);
  if (!parsed.success)
    throw badRequest('The mapping must map column names to twin fields.', [
      { name: 'mapping', reason: parsed.error.issues[0]?.message ?? 'Invalid' },
    ]);
  return parsed.data;
}

/**
 * A new audience of a workspace the caller edits (the one named, else the acting one) from an uploaded file: read and turned into twins in a worker
 * thread, then stored with its twins in one transaction. A refused file stores nothing; the file is never kept.
 */
export async function createAudience(
  { db, env }: AppContext,
  actor: Actor,
  input: CreateAudienceInput,
  file: UploadedFile,
): Promise<AudienceWithTwins> {
  const mapping = parseMapping(input.mapping);
  const { id: workspaceId } = input.workspace_id
    ? await workspaceAccess(db, actor, input.workspace_id, 'change')
    : await actingWorkspace(db, actor, 'change');
  const id = randomUUID();
  const built = await buildInWorker(audienceFileLimits(env), actor.id, file, {
    audienceId: id,
    mapping,
    defaultCountry: input.country,
  });
  const twins = built.twins.map((twin) => ({ ...twin, audienceId: id, profileImage: avatarPath(twin.id) }));
  const { row, stored } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(audiences)
      .values({
        id,
        workspaceId,
        createdBy: actor.id,
        name: input.name,
        mode: built.mode,
        recordCount: built.recordCount,
        fields: built.fields,
        rejectedRows: built.rejectedRows,
        rejectedCount: built.rejectedCount,
      })
      .returning();
    const stored = [];
    for (let start = 0; start < twins.length; start += BATCH_SIZE)
      stored.push(
        ...(await tx
          .insert(audienceTwins)
          .values(twins.slice(start, start + BATCH_SIZE))
          .returning()),
      );
    return { row: row!, stored };
  });
  return { ...toAudience(row, stored.length), twins: stored.map(toAudienceTwin) };
}
