import { describe, expect, it } from 'vitest';
import { sampleConceptTest } from './sample-concept-test';

// The engine's version, put in by vitest.config.ts (scripts/engine-version-define.ts): web/ may not import engine/.
declare const __ENGINE_VERSION__: string;

describe('the landing page sample', () => {
  it('was produced by the engine version that runs today', () => {
    expect(__ENGINE_VERSION__).toMatch(/^\d+\.\d+\.\d+$/);
    expect(sampleConceptTest.engineVersion).toBe(__ENGINE_VERSION__);
  });
});
