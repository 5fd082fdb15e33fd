import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@contracts/api-routes';
import { signUpAndIn, testDatabaseKinds, uniqueEmail, useTestApp } from '../../testing';

const [pglite] = testDatabaseKinds;
const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/functions/');

describe('GET /api/openapi.json', () => {
  const harness = useTestApp(pglite!);

  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await harness.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('speaks to API users: no summary or description is an internal note', async () => {
    const document = (await harness.app.inject({ url: '/api/openapi.json' })).json();
    const texts: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value))
          if ((key === 'summary' || key === 'description') && typeof inner === 'string') texts.push(inner);
          else collect(inner);
    };
    collect(document);
    expect(texts.length).toBeGreaterThan(100);
    const internal =
      /\bthe spec\b|spec’s|spec's|npm run|always 400|repair-types|\bthe caller\b|explains an empty/i;
    expect(texts.filter((text) => internal.test(text))).toEqual([]);
  });

  it('tells the truth about signing in: the sign-in answer’s token works as a bearer token', async () => {
    const email = uniqueEmail();
    await signUpAndIn(harness.app, email);
    const signIn = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'correct horse battery' },
    });
    const token = signIn.json().token as string;
    expect(token).toBeTruthy();
    const me = await harness.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
  });

  it('lists every API route the server registers, and nothing it does not', async () => {
    const document = (await harness.app.inject({ url: '/api/openapi.json' })).json();
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const registered = harness.app.registeredRoutes.filter((route) => isApiPath(route.url));
    expect(registered.length).toBeGreaterThan(40);
    for (const route of registered) {
      // better-auth answers everything under /api/auth/*; the document lists the endpoints the app uses.
      const covered = route.url.endsWith('/*')
        ? documented.some((entry) => entry.startsWith(`${route.method} ${route.url.slice(0, -1)}`))
        : documented.includes(`${route.method} ${route.url}`);
      expect(covered, `${route.method.toUpperCase()} ${route.url} is not in the OpenAPI document`).toBe(true);
    }
    const served = (entry: string) => {
      const [method, path] = entry.split(' ') as [string, string];
      return registered.some(
        (route) =>
          route.method === method &&
          (route.url === path || (route.url.endsWith('/*') && path.startsWith(route.url.slice(0, -1)))),
      );
    };
    expect(documented.filter((entry) => !served(entry))).toEqual([]);
    expect(documented).toHaveLength(apiRoutes.length);
  });
});
