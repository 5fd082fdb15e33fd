import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../lib/engine-version';
import { sampleConceptTest } from './sample-concept-test';

describe('the landing page sample', () => {
  it('was produced by the engine version that runs today', () => {
    expect(ENGINE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(sampleConceptTest.engineVersion).toBe(ENGINE_VERSION);
  });
});
