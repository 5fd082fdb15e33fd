import { describe, expect, it } from 'vitest';
import { LIBRARY_PANEL } from '../../consistency/library-panel';
import type { Provenance } from '@contracts/twin-answers';
import { rateBrandOffline } from '../../research-types/brand-study/offline/brand-perception';
import { BRAND_MARKETS, KNOWN_BRANDS, knownBrand } from './brand-knowledge';

const provenance: Provenance = { provider: 'offline', model: 'offline', engineVersion: 'test' };

const FAMOUS: Array<[name: string, category: string]> = [
  ['Starbucks', 'coffee shop'],
  ['Nike', 'sportswear'],
  ['IKEA', 'furniture'],
  ['Coca-Cola', 'soft drink'],
  ["McDonald's", 'fast food'],
  ['Apple', 'consumer tech'],
  ['Samsung', 'consumer tech'],
  ['Adidas', 'sportswear'],
  ['Lidl', 'supermarket'],
  ['Amazon', 'online retail'],
  ['Netflix', 'streaming'],
  ['Toyota', 'cars'],
  ['Heineken', 'beer'],
  ['Nivea', 'personal care'],
  ['Colgate', 'personal care'],
  ['Lego', 'toys'],
  ['Zara', 'fashion'],
  ['H&M', 'fashion'],
  ['Spotify', 'streaming'],
  ['Pepsi', 'soft drink'],
];
const INVENTED: Array<[name: string, category: string]> = [
  ['Brewly', 'coffee shop'],
  ['Zorbix', 'sportswear'],
  ['Quintelle', 'furniture'],
  ['Mossgrove', 'soft drink'],
  ['Tandrel', 'fast food'],
  ['Velunia', 'consumer tech'],
  ['Corvane', 'consumer tech'],
  ['Plimsy', 'sportswear'],
  ['Ardenwick', 'supermarket'],
  ['Fennix Foods', 'online retail'],
  ['Lumora', 'streaming'],
  ['Orbelle', 'cars'],
  ['Trevina', 'beer'],
  ['Kalvo', 'personal care'],
  ['Drumlin & Co', 'personal care'],
  ['Yarrowby', 'toys'],
  ['Pelloni', 'fashion'],
  ['Skerra', 'fashion'],
  ['Vintrell', 'streaming'],
  ['Nomaro', 'soft drink'],
];

/** The panel's mean awareness of a brand studied on its own name and category (a Brand 360 with no description). */
function meanAwareness(name: string, category: string, description = ''): number {
  const ratings = LIBRARY_PANEL.map(
    (persona) =>
      rateBrandOffline(persona, { name, category, description, competitors: ['Some Rival'] }, provenance)
        .ratings[0]!.scores.awareness,
  );
  return ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
}

describe('brands the twins know', () => {
  it('holds at least 300 consumer brands, each with category, home, tier, awareness per market and its source', () => {
    expect(KNOWN_BRANDS.length).toBeGreaterThanOrEqual(300);
    for (const brand of KNOWN_BRANDS) {
      expect(brand.category, brand.name).not.toBe('');
      expect(brand.home, brand.name).toMatch(/^[A-Z]{2}$/);
      expect(['budget', 'mid', 'premium', 'luxury'], brand.name).toContain(brand.tier);
      for (const market of BRAND_MARKETS) expect(brand.awareness[market]).toBeGreaterThan(0);
      expect(brand.source, brand.name).toMatch(/^Estimate|Ranking/);
    }
    expect(new Set(KNOWN_BRANDS.map((brand) => brand.name.toLowerCase())).size).toBe(KNOWN_BRANDS.length);
  });

  it('sets 20 famous brands clearly apart from 20 invented ones on awareness', () => {
    for (const [name] of INVENTED) expect(knownBrand(name), name).toBeUndefined();
    const famous = FAMOUS.map(([name, category]) => meanAwareness(name, category));
    const invented = INVENTED.map(([name, category]) => meanAwareness(name, category));
    expect(Math.min(...famous)).toBeGreaterThanOrEqual(70);
    expect(Math.max(...invented)).toBeLessThanOrEqual(50);
    expect(Math.min(...famous) - Math.max(...invented)).toBeGreaterThanOrEqual(25);
  });

  it('rates a famous competitor from what people know of it, not at the category middle', () => {
    const persona = LIBRARY_PANEL[0]!;
    const answer = rateBrandOffline(
      persona,
      {
        name: 'Brewly',
        category: 'coffee shop',
        description: 'A new neighbourhood coffee bar with oat lattes.',
        competitors: ['Starbucks', 'Beanhut'],
      },
      provenance,
    );
    const [own, starbucks, unknown] = answer.ratings;
    expect(starbucks!.basis).toBe('knowledge');
    expect(unknown!.basis).toBe('none');
    expect(starbucks!.scores.awareness).toBeGreaterThan(own!.scores.awareness + 30);
  });

  it("lets the user's own profile override the table: a new brand of a famous name starts unknown", () => {
    const famous = meanAwareness('Starbucks', 'coffee shop');
    const namesake = meanAwareness(
      'Starbucks',
      'coffee shop',
      'A new start-up launching a coffee van in Leeds.',
    );
    expect(famous - namesake).toBeGreaterThanOrEqual(30);
  });
});
