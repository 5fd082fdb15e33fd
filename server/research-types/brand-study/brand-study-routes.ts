import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createBrandProfile } from '../../services/brand-profiles/create-brand-profile';
import { deleteBrandProfile } from '../../services/brand-profiles/delete-brand-profile';
import { updateBrandProfile } from '../../services/brand-profiles/update-brand-profile';
import { listBrandStudies, pageBrandStudies } from '../../services/brand-profiles/list-brand-studies';
import { getBrandProfile, listBrandProfiles } from '../../services/brand-profiles/list-brand-profiles';
import { runRecord, submitRun } from '../../services/runs/submit-run';
import { bindRoute } from '../../routes/bind-route';

export function registerBrand360Routes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/brand-profiles', ({ actor }) => listBrandProfiles(context, actor));

  bindRoute(app, context, 'post /api/brand-profiles', ({ actor, body }) =>
    createBrandProfile(context, actor, body),
  );

  bindRoute(app, context, 'get /api/brand-studies', ({ actor, query }) =>
    pageBrandStudies(context, actor, query),
  );

  bindRoute(app, context, 'get /api/brand-profiles/:id', ({ actor, params }) =>
    getBrandProfile(context, actor, params.id),
  );

  bindRoute(app, context, 'patch /api/brand-profiles/:id', ({ actor, params, body }) =>
    updateBrandProfile(context, actor, params.id, body),
  );

  bindRoute(app, context, 'delete /api/brand-profiles/:id', ({ actor, params }) =>
    deleteBrandProfile(context, actor, params.id),
  );

  bindRoute(app, context, 'get /api/brand-profiles/:id/studies', ({ actor, params }) =>
    listBrandStudies(context, actor, params.id),
  );

  bindRoute(app, context, 'post /api/brand-profiles/:id/studies', async ({ actor, params, body }) =>
    runRecord(await submitRun(context, actor, 'brand360', { ...body, profileId: params.id })),
  );
}
