// SPEC.md §9: console logging is silenced in production. Support (and the browser journeys, which fail on console
// errors) can keep it by setting localStorage['twinsight.console'] = 'on' before the page loads.

export const KEEP_CONSOLE_KEY = 'twinsight.console';

const methods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;

export function silenceConsoleInProduction(production: boolean, target: Console = console): void {
  if (!production) return;
  try {
    if (localStorage.getItem(KEEP_CONSOLE_KEY) === 'on') return;
  } catch {
    // Storage blocked: silence as usual.
  }
  const quiet = () => {};
  for (const method of methods) target[method] = quiet;
}
