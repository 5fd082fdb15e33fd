import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { validationReportSchema } from '@contracts/validation';
import { ENGINE_VERSION } from '@engine/index';
import { registerProblemDetails } from '../../plugins/problem-details';
import { testDatabaseKinds, useTestApp } from '../../testing';
import { registerValidationRoutes } from './validation-routes';

describe('GET /api/validation/report', () => {
  const harness = useTestApp(testDatabaseKinds[0]!);

  it('serves the measured table of the engine that answers, to anyone', async () => {
    const response = await harness.app.inject({ url: '/api/validation/report' });
    expect(response.statusCode).toBe(200);
    const report = validationReportSchema.parse(response.json());
    // A changed engine must be measured again (npm run validate) before it ships.
    expect(report.engineVersion).toBe(ENGINE_VERSION);
    // Both data sets are measured: offers from venues and everyday products at a price.
    expect(report.coupon!.methods[0]!.auc).toBeGreaterThanOrEqual(0.7);
    expect(report.coupon!.methods.map((m) => m.name)).toContain('Logistic regression (data-driven ceiling)');
    expect(report.pricing!.splits.map((s) => s.name)).toEqual([
      'Held-out respondents',
      'Held-out respondents and product',
    ]);
    expect(report.pricing!.coverage.doesNotCover.length).toBeGreaterThan(0);
  });

  it('answers 404 problem+json when no report was published', async () => {
    const app = Fastify();
    registerProblemDetails(app);
    registerValidationRoutes(app, harness.app.context, { reportFile: '/nonexistent/report.json' });
    const response = await app.inject({ url: '/api/validation/report' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toBe('No validation report has been published yet.');
  });
});
