import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { contentInputSchema } from '@contracts/content';
import { type ContentItem, type ContentSummary } from '@contracts/content';
import type { z } from 'zod';
import { content, user } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { httpError, notFound } from '../../errors';
import { assertAdmin } from '../account/find-role';
import { isUniqueViolation } from '../credits/apply-ledger-entry';

type ContentInput = z.output<typeof contentInputSchema>;
type ContentRow = typeof content.$inferSelect;

function toContentItem(row: ContentRow, authorName: string | null): ContentItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    kind: row.kind as ContentItem['kind'],
    status: row.status as ContentItem['status'],
    coverImage: row.coverImage,
    authorName,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function selectContent({ db }: AppContext, where: SQL | undefined, limit = 200) {
  const rows = await db
    .select({ item: content, authorName: user.name })
    .from(content)
    .leftJoin(user, eq(user.id, content.authorId))
    .where(where)
    .orderBy(desc(content.publishedAt), desc(content.updatedAt))
    .limit(limit);
  return rows.map((row) => toContentItem(row.item, row.authorName));
}

/** Published resources, newest first, optionally of one kind. */
export function listPublishedContent(context: AppContext, kind?: string) {
  return selectContent(
    context,
    and(eq(content.status, 'published'), kind ? eq(content.kind, kind) : undefined),
  );
}

/** Published resources without their bodies, for lists (the /resources page embeds these). */
export async function listPublishedSummaries(context: AppContext, kind?: string): Promise<ContentSummary[]> {
  const items = await listPublishedContent(context, kind);
  return items.map(({ body: _body, ...summary }) => summary);
}

/** A published resource; drafts and unknown slugs are the same 404. */
export async function getPublishedContent(context: AppContext, slug: string): Promise<ContentItem> {
  const [item] = await selectContent(
    context,
    and(eq(content.slug, slug), eq(content.status, 'published')),
    1,
  );
  if (!item) throw notFound('Resource not found.');
  return item;
}

export async function adminListContent(
  context: AppContext,
  actor: Actor,
  filters: { query?: string; status?: string; kind?: string },
) {
  await assertAdmin(context, actor);
  const pattern = filters.query?.trim()
    ? `%${filters.query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : undefined;
  return selectContent(
    context,
    and(
      filters.status ? eq(content.status, filters.status) : undefined,
      filters.kind ? eq(content.kind, filters.kind) : undefined,
      pattern
        ? or(ilike(content.title, pattern), ilike(content.slug, pattern), ilike(content.summary, pattern))
        : undefined,
    ),
    500,
  );
}

export async function adminGetContent(context: AppContext, actor: Actor, id: string): Promise<ContentItem> {
  await assertAdmin(context, actor);
  const [item] = await selectContent(context, eq(content.id, id), 1);
  if (!item) throw notFound('Resource not found.');
  return item;
}

const slugTaken = (slug: string) =>
  httpError('SLUG_TAKEN', `The slug "${slug}" is already used by another resource.`);

export async function createContent(
  context: AppContext,
  actor: Actor,
  input: ContentInput,
): Promise<ContentItem> {
  await assertAdmin(context, actor);
  try {
    const [row] = await context.db
      .insert(content)
      .values({
        ...input,
        coverImage: input.coverImage ?? null,
        authorId: actor.id,
        publishedAt: input.status === 'published' ? new Date() : null,
      })
      .returning();
    return toContentItem(row!, actor.name);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(input.slug);
    throw error;
  }
}

export async function updateContent(
  context: AppContext,
  actor: Actor,
  id: string,
  input: ContentInput,
): Promise<ContentItem> {
  await assertAdmin(context, actor);
  try {
    return await context.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(content).where(eq(content.id, id)).for('update');
      if (!existing) throw notFound('Resource not found.');
      // The first publication date stays; unpublishing clears it.
      const publishedAt = input.status === 'published' ? (existing.publishedAt ?? new Date()) : null;
      await tx
        .update(content)
        .set({ ...input, coverImage: input.coverImage ?? null, publishedAt, updatedAt: new Date() })
        .where(eq(content.id, id));
      const [item] = await selectContent(
        { ...context, db: tx as unknown as AppContext['db'] },
        eq(content.id, id),
        1,
      );
      return item!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(input.slug);
    throw error;
  }
}

export async function deleteContent(context: AppContext, actor: Actor, id: string): Promise<void> {
  await assertAdmin(context, actor);
  const deleted = await context.db.delete(content).where(eq(content.id, id)).returning({ id: content.id });
  if (deleted.length === 0) throw notFound('Resource not found.');
}

/** Slugs of published resources, for the sitemap. */
export async function listPublishedSlugs({ db }: AppContext) {
  return db
    .select({ slug: content.slug, updatedAt: content.updatedAt })
    .from(content)
    .where(eq(content.status, 'published'));
}
