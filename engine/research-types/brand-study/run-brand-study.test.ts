import { describe, expect, it } from 'vitest';
import { EngineProviderError } from '../../errors';
import { createOfflineProvider } from '../../offline/offline-provider';
import type { SimulationProvider } from '../../provider';
import { executeBrandStudy } from './run-brand-study';
import { SAMPLE_PERSONAS } from '../../test-personas';

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

  it('rates a competitor known only by name around the category middle, with wide spread, never above the brand', async () => {
    const tesla = {
      name: 'Tesla',
      category: 'electric cars',
      description: 'Electric cars with long range and over-the-air updates, sold online in the UK.',
      competitors: ['BYD', 'Polestar'],
    };
    const study = await executeBrandStudy(provider, SAMPLE_PERSONAS, tesla);
    for (const answer of study.answers) {
      const [own, ...rivals] = answer.ratings;
      expect(own!.basis).toBe('profile');
      for (const rival of rivals) {
        expect(rival.basis).toBe('none');
        for (const d of ['awareness', 'associations', 'trust', 'value', 'fit'] as const)
          expect(rival.scores[d], `${answer.personaName} ${rival.brand} ${d}`).toBeLessThanOrEqual(
            own!.scores[d],
          );
      }
    }
    const [own, byd] = study.overallAnalysis.brands;
    expect(byd!.scores.awareness).toBeLessThanOrEqual(own!.scores.awareness);
    expect(byd!.spread).toBeGreaterThan(5);
    // No risk follows from a rival the engine knows nothing about.
    expect(study.overallAnalysis.risks.map((r) => r.text).join(' ')).not.toMatch(/BYD|Polestar/);
    expect(study.overallAnalysis.basisNote).toMatch(/Ratings for Tesla rest on the profile you gave/);
    expect(study.overallAnalysis.basisNote).toMatch(/BYD and Polestar rest on nothing but the name/);
  });

  it("draws associations from the brand's category and profile, not the twins' venue habits, and they differ", async () => {
    const oatly = {
      name: 'Oatly',
      category: 'Plant-based milk',
      description:
        'Swedish oat drink brand since 1994, oat milk for coffee and cereal, sold in supermarkets and cafés. Barista edition €2.49 per litre.',
      competitors: ['Silk'],
    };
    const study = await executeBrandStudy(provider, SAMPLE_PERSONAS, oatly);
    const lists = study.answers.map((answer) => answer.ratings[0]!.associations);
    for (const list of lists) {
      expect(list[0]).toBe('plant-based milk');
      expect(list.join(' ')).not.toMatch(/coffee house|caf[eé]|since|sold|€/i);
    }
    expect(new Set(lists.map((list) => list.join('|'))).size).toBeGreaterThan(1);
    for (const answer of study.answers) expect(answer.reasons.associations).not.toMatch(/coffee house/);
  });
});
