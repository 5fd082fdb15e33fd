import { describe, expect, it } from 'vitest';
import { buildPath, routes, safeReturnPath } from './routes';

describe('route table', () => {
  it('builds paths with params, search and hash', () => {
    expect(buildPath('brand360Profile', { profileId: 'a b' })).toBe('/brand360/a%20b');
    expect(buildPath('researchLab', {}, { search: { feature: 'brand360' } })).toBe(
      '/research-lab?feature=brand360',
    );
    expect(buildPath('privacy', {}, { hash: 'sub-processors' })).toBe('/privacy#sub-processors');
    expect(buildPath('adminContentEdit', { contentId: 'c1' })).toBe('/admin/content/edit/c1');
    expect(routes.whyTwinsight).toBe('/why-twinsight');
  });

  it('only returns to same-site paths after sign-in', () => {
    expect(safeReturnPath('/profile?x=1')).toBe('/profile?x=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
