import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_KEYWORDS } from '@contracts/persona-filters';
import { CITIES, type Persona } from '@contracts/personas';
import { personas } from '@db/schema/index';
import { generateLibrary, LIBRARY_VERSION } from '@db/seed/generate-library';
import { seedPersonas } from '../../services/personas/seed-personas';
import { signUpAndIn, testDatabaseKinds, useTestApp } from '../../testing';

const library = generateLibrary();

describe.each(testDatabaseKinds)('personas on $name', (kind) => {
  const harness = useTestApp(kind);

  const get = async (url: string) => harness.app.inject({ url });

  it('answers an empty ids list with [] and no harness.database query', async () => {
    const select = vi.spyOn(harness.app.context.db, 'select');
    const response = await get('/api/personas?ids=');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(select).not.toHaveBeenCalled();
    select.mockRestore();
  });

  it('seeds the whole library once, and again only when the version changes', async () => {
    const first = await seedPersonas(harness.app.context, library);
    expect(first).toMatchObject({ version: LIBRARY_VERSION, twins: library.length, changed: true });
    expect((await seedPersonas(harness.app.context, library)).changed).toBe(false);

    const { db } = harness.app.context;
    await db
      .update(personas)
      .set({ libraryVersion: 'lib-old', name: 'Stale Name' })
      .where(eq(personas.id, 'twin-mt-001'));
    await db
      .insert(personas)
      .values({ ...library[0]!, id: 'twin-retired-999', libraryVersion: 'lib-old', profileImage: '/x.svg' });
    expect((await seedPersonas(harness.app.context, library)).changed).toBe(true);
    const rows = await db
      .select({ id: personas.id, name: personas.name, version: personas.libraryVersion })
      .from(personas);
    expect(rows).toHaveLength(library.length);
    expect(rows.every((row) => row.version === LIBRARY_VERSION)).toBe(true);
    expect(rows.find((row) => row.id === 'twin-mt-001')?.name).toBe(library[0]!.name);
  });

  it('lists every persona with the spec’s fields', async () => {
    const response = await get('/api/personas');
    expect(response.statusCode).toBe(200);
    const all: Persona[] = response.json();
    expect(all).toHaveLength(library.length);
    const malteseTwin = all.find((p) => p.id === 'twin-mt-001')!;
    expect(malteseTwin).toMatchObject({
      name: library[0]!.name,
      country_code: 'MT',
      location: expect.stringMatching(/, Malta$/),
      profile_image: '/api/personas/twin-mt-001/avatar.svg',
      segments: { income_bracket: expect.stringMatching(/^(Low|Middle|High)$/) },
    });
    expect(malteseTwin.personality_traits.length).toBeGreaterThan(0);
    expect(malteseTwin.values_and_beliefs.length).toBeGreaterThan(0);
  });

  it('returns personas by ids in the order asked, skipping unknown ids', async () => {
    const response = await get('/api/personas?ids=twin-us-002,nobody,twin-nl-010');
    expect(response.json().map((p: Persona) => p.id)).toEqual(['twin-us-002', 'twin-nl-010']);
  });

  it('applies the filters: OR within a group, AND across groups', async () => {
    const response = await get(
      '/api/personas?ageGroups=25-34,35-44&countries=NL&incomeGroups=High,Middle&jobTypes=Tech',
    );
    expect(response.statusCode).toBe(200);
    const found: Persona[] = response.json();
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p.age).toBeGreaterThanOrEqual(25);
      expect(p.age).toBeLessThanOrEqual(44);
      expect(p.country_code).toBe('NL');
      expect(['High', 'Middle']).toContain(p.segments.income_bracket);
      expect(ROLE_KEYWORDS.Tech!.some((k) => p.occupation.toLowerCase().includes(k))).toBe(true);
    }
    const cities = await get('/api/personas?cities=AMS,LON,VAL');
    const towns = new Set(cities.json().map((p: Persona) => p.city));
    expect([...towns].sort()).toEqual(['Amsterdam', 'London', 'Valletta']);
    const olderSeniors: Persona[] = (await get('/api/personas?ageGroups=65%2B')).json();
    expect(olderSeniors.length).toBeGreaterThan(0);
    expect(olderSeniors.every((p) => p.age >= 65)).toBe(true);
  });

  it.each(CITIES.map((city) => city.code))(
    'offers two full panels (14 twins) for the %s city filter, each with its survey weight',
    async (code) => {
      const found: Persona[] = (await get(`/api/personas?cities=${code}`)).json();
      expect(found.length).toBeGreaterThanOrEqual(14);
      for (const twin of found) expect(twin.weight).toBeGreaterThan(0);
    },
  );

  it('counts each twin’s interest by its weight in the stats', async () => {
    const all: Persona[] = (await get('/api/personas')).json();
    const light = all.find((p) => p.city === 'Valletta')!;
    const heavy = [...all].sort((a, b) => b.weight! - a.weight!)[0]!;
    expect(light.weight!).toBeLessThan(0.5);
    const user = await signUpAndIn(harness.app);
    const answer = (persona: Persona, interestLevel: number) => ({
      personaId: persona.id,
      sender: 'ai',
      text: 'Hm',
      detailed: { interestLevel },
    });
    await harness.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: user.cookie },
      payload: {
        concept: 'Weighted',
        selectedPersonas: [light.id, heavy.id],
        responses: [answer(light, 1), answer(heavy, 5)],
      },
    });
    const expected = Math.round((light.weight! * 1 + heavy.weight! * 5) / (light.weight! + heavy.weight!));
    expect(expected).toBe(5);
    expect(
      (await harness.app.inject({ url: '/api/feedback/stats', headers: { cookie: user.cookie } })).json()
        .averageInterestScore,
    ).toBe(expected);
  });

  it.each(Object.keys(ROLE_KEYWORDS))('finds at least 20 twins for the %s role filter', async (jobType) => {
    expect((await get(`/api/personas?jobTypes=${jobType}`)).json().length).toBeGreaterThanOrEqual(20);
  });

  it('refuses unknown filter codes with a 400 problem naming the parameter', async () => {
    const response = await get('/api/personas?countries=FR&ageGroups=25-34');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(response.json().invalidParams[0].name).toBe('countries.0');
  });

  it('returns one persona by id and 404 for an unknown one', async () => {
    const one = await get('/api/personas/twin-uk-001');
    expect(one.statusCode).toBe(200);
    expect(one.json().country_code).toBe('UK');
    const missing = await get('/api/personas/twin-xx-404');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
  });

  it('serves the same avatar for an id, cacheable for good, and 404 for unknown ids', async () => {
    const first = await get('/api/personas/twin-nl-001/avatar.svg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.body).toMatch(/^<svg/);
    expect((await get('/api/personas/twin-nl-001/avatar.svg')).body).toBe(first.body);
    expect((await get('/api/personas/twin-nl-002/avatar.svg')).body).not.toBe(first.body);
    const revalidated = await harness.app.inject({
      url: '/api/personas/twin-nl-001/avatar.svg',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect((await get('/api/personas/nobody/avatar.svg')).statusCode).toBe(404);
  });
});
