import { describe, expect, it } from 'vitest';
import { EngineProviderError } from './errors';
import { createOfflineProvider } from './offline/offline-provider';
import type { SimulationProvider } from './provider';
import { executeBrandStudy } from './run-brand-study';
import { SAMPLE_PERSONAS } from './test-personas';

const provider = createOfflineProvider();
const twin = (id: string) => SAMPLE_PERSONAS.find((p) => p.id === id)!;
const brand = {
  name: 'Maison Or',
  category: 'jewellery',
  description: 'Luxury handcrafted gold jewellery, an exclusive designer collection from €1,900 per piece.',
  competitors: ['Pandora', 'Tiffany'],
};

const ownScores = async (personaId: string, profile = brand) =>
  (await provider.rateBrand({ persona: twin(personaId), brand: profile })).ratings[0]!.scores;

describe('Brand 360 offline perception', () => {
  it('is deterministic and rates the brand and every competitor', async () => {
    const first = await executeBrandStudy(provider, SAMPLE_PERSONAS, brand);
    const again = await executeBrandStudy(provider, SAMPLE_PERSONAS, brand);
    expect(again).toEqual(first);
    for (const answer of first.answers)
      expect(answer.ratings.map((r) => r.brand)).toEqual(['Maison Or', 'Pandora', 'Tiffany']);
    expect(first.overallAnalysis.brands.map((b) => b.brand)).toEqual(['Maison Or', 'Pandora', 'Tiffany']);
  });

  it('follows the persona: an expensive luxury brand is better value to a high earner than to a low-income pensioner', async () => {
    expect((await ownScores('p-emma')).value).toBeGreaterThan((await ownScores('p-joseph')).value);
    expect((await ownScores('p-emma')).fit).toBeGreaterThan((await ownScores('p-joseph')).fit);
  });

  it('follows the profile: a stated track record raises awareness and trust over a brand that says it is new', async () => {
    const established = {
      ...brand,
      description:
        'Family jewellers since 1921: handcrafted gold jewellery with a lifetime guarantee, from €190.',
    };
    const launching = {
      ...brand,
      description:
        'A new start-up launching handcrafted gold jewellery with a lifetime guarantee, from €190.',
    };
    for (const id of ['p-harold', 'p-maria']) {
      const old = await ownScores(id, established);
      const fresh = await ownScores(id, launching);
      expect(old.awareness).toBeGreaterThan(fresh.awareness);
      expect(old.trust).toBeGreaterThan(fresh.trust);
    }
  });

  it('writes reasons in the twin’s words, naming the brand and a competitor', async () => {
    const answer = await provider.rateBrand({ persona: twin('p-tyler'), brand });
    expect(answer.text).toContain('Maison Or');
    expect(answer.comparison).toMatch(/Pandora|Tiffany/);
    // The value reason cites the profile's own price.
    expect(answer.reasons.value).toContain('1,900');
  });

  it('turns a provider failure into an EngineError so the run is refunded', async () => {
    const broken: SimulationProvider = { ...provider, rateBrand: () => Promise.reject(new Error('boom')) };
    await expect(executeBrandStudy(broken, SAMPLE_PERSONAS, brand)).rejects.toBeInstanceOf(
      EngineProviderError,
    );
  });
});
