import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});
const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);
const layers = 'layers: app → features → entities → components/lib → contracts';

tester.run('import-boundaries: web layers', rule, {
  valid: [
    {
      filename: at('web/app/router.tsx'),
      code: "import { x } from '../features/auth/components/sign-in-page';",
    },
    {
      filename: at('web/features/auth/components/sign-in-page.tsx'),
      code: "import { routes } from '@web/lib/routes';",
    },
    {
      filename: at('web/features/auth/components/sign-in-page.tsx'),
      code: "import { useAuth } from '@web/entities/session/use-auth';",
    },
    {
      filename: at('web/entities/credits/token-provider.tsx'),
      code: "import { useAuth } from '../session/use-auth';",
    },
    {
      filename: at('web/entities/credits/token-provider.tsx'),
      code: "import { apiRequest } from '../../lib/api-client';",
    },
    {
      filename: at('web/components/analysis/analysis-summary.tsx'),
      code: "import { x } from '../../lib/storage';",
    },
    { filename: at('web/lib/routes.ts'), code: "import type { Persona } from '@contracts/personas';" },
    { filename: at('web/lib/api-client.ts'), code: "import type { paths } from '@twinsight/sdk';" },
  ],
  invalid: [
    {
      filename: at('web/lib/api-client.ts'),
      code: "import { createTwinsightClient } from '@twinsight/sdk';",
      errors: [{ message: 'web/ must not import from sdk/ (docs/ARCHITECTURE.md, import rules).' }],
    },
    {
      filename: at('web/features/profile/api/list-webhooks.ts'),
      code: "import type { paths } from '@twinsight/sdk';",
      errors: [{ message: 'web/ must not import from sdk/ (docs/ARCHITECTURE.md, import rules).' }],
    },
    {
      filename: at('web/features/pricing/components/pricing-page.tsx'),
      code: "import { routes } from '@web/app/routes';",
      errors: [{ message: `web/features must not import web/app (${layers}).` }],
    },
    {
      filename: at('web/entities/session/auth-provider.tsx'),
      code: "import { SignInPage } from '../../features/auth/components/sign-in-page';",
      errors: [{ message: `web/entities must not import web/features (${layers}).` }],
    },
    {
      filename: at('web/entities/session/auth-provider.tsx'),
      code: "export { theme } from '../../app/theme';",
      errors: [{ message: `web/entities must not import web/app (${layers}).` }],
    },
    {
      filename: at('web/components/persona-avatar.tsx'),
      code: "import { useAuth } from '../entities/session/use-auth';",
      errors: [{ message: `web/components must not import web/entities (${layers}).` }],
    },
    {
      filename: at('web/lib/storage.ts'),
      code: "const page = () => import('../features/profile/components/profile-page');",
      errors: [{ message: `web/lib must not import web/features (${layers}).` }],
    },
    {
      filename: at('web/features/pricing/components/pricing-page.tsx'),
      code: "import { x } from '../../profile/components/profile-page';",
      errors: [{ message: "Feature 'pricing' must not import feature 'profile'." }],
    },
    {
      filename: at('web/lib/api-client.ts'),
      code: "import { db } from '@db/client';",
      errors: [{ message: 'web/ must not import from db/ (docs/ARCHITECTURE.md, import rules).' }],
    },
  ],
});

const deep =
  'Name a module three or more folders up by its alias (@contracts/, @db/, @engine/, @server/, @web/), not by ../../../.';

tester.run('import-boundaries: no deep relative imports', rule, {
  valid: [
    {
      filename: at('server/routes/credits/handlers.ts'),
      code: "import { RUN_COST } from '@contracts/credits';",
    },
    { filename: at('server/routes/credits/handlers.ts'), code: "import { badRequest } from '../../errors';" },
    {
      filename: at('server/routes/billing/billing.test.ts'),
      code: "import { startMockStripe } from '../../../e2e/support/mock-stripe-server';",
    },
  ],
  invalid: [
    {
      filename: at('server/research-types/pricing-study/run-pricing-study.ts'),
      code: "import { RUN_COST } from '../../../contracts/credits';",
      errors: [{ message: deep }],
    },
    {
      filename: at('web/features/auth/components/sign-in-page.tsx'),
      code: "export { routes } from '../../../lib/routes';",
      errors: [{ message: deep }],
    },
  ],
});

const floors =
  'floors: offline-provider → research-types/<type>/offline → pricing, voice → model → reading → knowledge → units and other ground files';

tester.run('import-boundaries: floors of the offline engine', rule, {
  valid: [
    {
      filename: at('engine/offline/reading/price-parser.ts'),
      code: "import { EUR_PER_UNIT } from '../units';",
    },
    {
      filename: at('engine/offline/model/evaluate.ts'),
      code: "import { readConcept } from '../reading/concept-reader';",
    },
    {
      filename: at('engine/offline/pricing/purchase-at-price.ts'),
      code: "import { evaluate } from '../model/evaluate';",
    },
    {
      filename: at('engine/offline/reading/brand-mention.test.ts'),
      code: "import { evaluate } from '../model/evaluate';",
    },
    {
      filename: at('engine/research-types/brand-study/offline/brand-perception.ts'),
      code: "import { voiceOf } from '@engine/offline/voice/persona-voice';",
    },
    {
      filename: at('engine/research-types/angel-pitch/offline/pitch-judgement.ts'),
      code: "import { investorProfileOf } from '../angel-investors';",
    },
    {
      filename: at('engine/offline/offline-provider.ts'),
      code: "import { rateBrandOffline } from '../research-types/brand-study/offline/brand-perception';",
    },
    {
      filename: at('engine/research-types/concept-comparison/run-concept-comparison.ts'),
      code: "import { adTextOf } from '../image-ad/run-image-ad-test';",
    },
  ],
  invalid: [
    {
      filename: at('engine/offline/knowledge/reference-tables.ts'),
      code: "import { readQuantity } from '../reading/quantity';",
      errors: [{ message: `engine/offline/knowledge must not import engine/offline/reading (${floors}).` }],
    },
    {
      filename: at('engine/offline/units.ts'),
      code: "import { SPECIFICITY } from './model/coefficients';",
      errors: [{ message: `engine/offline/units.ts must not import engine/offline/model (${floors}).` }],
    },
    {
      filename: at('engine/research-types/interview/offline/answer-interview.ts'),
      code: "import { OFFLINE_MODEL } from '@engine/offline/offline-provider';",
      errors: [
        {
          message: `engine/research-types/interview/offline must not import engine/offline/offline-provider.ts (${floors}).`,
        },
      ],
    },
    {
      filename: at('engine/offline/voice/persona-voice.ts'),
      code: "import { lifeSubjects } from '@engine/research-types/interview/offline/life-subjects';",
      errors: [
        {
          message: `engine/offline/voice must not import engine/research-types/interview/offline (${floors}).`,
        },
      ],
    },
    {
      filename: at('engine/research-types/interview/offline/answer-interview.ts'),
      code: "import { rateBrandOffline } from '../../brand-study/offline/brand-perception';",
      errors: [
        {
          message:
            "engine/research-types/interview/offline must not import research type 'brand-study': each type's room stands on the shared floors alone.",
        },
      ],
    },
  ],
});

const database = 'Only server/services (and server/infrastructure) touch the database.';

tester.run('import-boundaries: only services and infrastructure touch the database', rule, {
  valid: [
    {
      filename: at('server/services/image-runs/read-ad-image.ts'),
      code: "import { uploads } from '@db/schema/index';",
    },
    { filename: at('server/services/runs/run-leases.ts'), code: "import { eq } from 'drizzle-orm';" },
    {
      filename: at('server/research-types/image-ad/run-image-ad.ts'),
      code: "import { readStoredAd } from '../../services/image-runs/read-ad-image';",
    },
    {
      filename: at('server/research-types/angel-pitch/angel-pitch-record.ts'),
      code: "import type { feedbackRequests } from '@db/schema';",
    },
    {
      filename: at('server/research-types/angel-pitch/angel-pitch.test.ts'),
      code: "import { feedbackRequests } from '@db/schema/index';",
    },
  ],
  invalid: [
    {
      filename: at('server/research-types/image-ad/run-image-ad.ts'),
      code: "import { uploads } from '@db/schema/index';",
      errors: [{ message: database }],
    },
    {
      filename: at('server/research-types/image-ad/run-image-ad.ts'),
      code: "import { eq } from 'drizzle-orm';",
      errors: [{ message: database }],
    },
    {
      filename: at('server/research-types/pricing-study/pricing-study-routes.ts'),
      code: "import { feedbackRequests } from '@db/schema/index';",
      errors: [{ message: database }],
    },
    {
      filename: at('server/routes/analyses/analyses-routes.ts'),
      code: "import { sql } from 'drizzle-orm';",
      errors: [{ message: database }],
    },
  ],
});
