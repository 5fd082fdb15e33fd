import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { brandProfileInputSchema, brandStudyRequestSchema } from '../../../contracts/brand-study';
import { HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE } from '../../../contracts/feedback';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { createBrandProfile } from '../../services/brand-profiles/create-brand-profile';
import { deleteBrandProfile } from '../../services/brand-profiles/delete-brand-profile';
import { updateBrandProfile } from '../../services/brand-profiles/update-brand-profile';
import { listBrandStudies, pageBrandStudies } from '../../services/brand-profiles/list-brand-studies';
import { getBrandProfile, listBrandProfiles } from '../../services/brand-profiles/list-brand-profiles';
import { runRecord, submitRun } from '../../services/runs/submit-run';
import { validate } from '../../validate';

const idParamsSchema = z.object({ id: z.string().min(1).max(100) });
const studyPageQuerySchema = z.object({
  cursor: z.string().min(1).max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
});

export function registerBrand360Routes(app: FastifyInstance, context: AppContext) {
  app.get('/api/brand-profiles', async (request) =>
    listBrandProfiles(context, await requireActor(context, request)),
  );

  app.post('/api/brand-profiles', async (request, reply) => {
    const actor = await requireActor(context, request);
    return reply
      .status(201)
      .send(await createBrandProfile(context, actor, validate(brandProfileInputSchema, request.body)));
  });

  app.get('/api/brand-studies', async (request) => {
    const actor = await requireActor(context, request);
    return pageBrandStudies(context, actor, validate(studyPageQuerySchema, request.query, 'query'));
  });

  app.get('/api/brand-profiles/:id', async (request) => {
    const actor = await requireActor(context, request);
    return getBrandProfile(context, actor, validate(idParamsSchema, request.params).id);
  });

  app.patch('/api/brand-profiles/:id', async (request) => {
    const actor = await requireActor(context, request);
    const { id } = validate(idParamsSchema, request.params);
    return updateBrandProfile(context, actor, id, validate(brandProfileInputSchema, request.body));
  });

  app.delete('/api/brand-profiles/:id', async (request, reply) => {
    const actor = await requireActor(context, request);
    await deleteBrandProfile(context, actor, validate(idParamsSchema, request.params).id);
    return reply.status(204).send();
  });

  app.get('/api/brand-profiles/:id/studies', async (request) => {
    const actor = await requireActor(context, request);
    return listBrandStudies(context, actor, validate(idParamsSchema, request.params).id);
  });

  app.post('/api/brand-profiles/:id/studies', async (request, reply) => {
    const actor = await requireActor(context, request);
    const { id } = validate(idParamsSchema, request.params);
    const input = validate(brandStudyRequestSchema, request.body);
    const record = await runRecord(await submitRun(context, actor, 'brand360', { ...input, profileId: id }));
    return reply.status(201).send(record);
  });
}
