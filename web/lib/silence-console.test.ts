import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_CONSOLE_KEY, silenceConsoleInProduction } from './silence-console';

function fakeConsole() {
  const calls: string[] = [];
  const target = {
    log: () => calls.push('log'),
    info: () => calls.push('info'),
    warn: () => calls.push('warn'),
    error: () => calls.push('error'),
    debug: () => calls.push('debug'),
    trace: () => calls.push('trace'),
  } as unknown as Console;
  return { target, calls };
}

describe('silenceConsoleInProduction', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('silences every console method in a production build and none in development', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null });
    const production = fakeConsole();
    silenceConsoleInProduction(true, production.target);
    production.target.log('a');
    production.target.warn('b');
    production.target.error('c');
    expect(production.calls).toEqual([]);

    const development = fakeConsole();
    silenceConsoleInProduction(false, development.target);
    development.target.error('c');
    expect(development.calls).toEqual(['error']);
  });

  it('keeps the console when support has switched it on', () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === KEEP_CONSOLE_KEY ? 'on' : null) });
    const kept = fakeConsole();
    silenceConsoleInProduction(true, kept.target);
    kept.target.error('c');
    expect(kept.calls).toEqual(['error']);
  });
});
