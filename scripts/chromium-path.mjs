// The Chromium the browser journeys drive: CHROMIUM_PATH, else Debian's headless shell (apt-get install
// chromium-headless-shell), else the full browser. The headless shell is the same engine as Playwright's own default
// for headless runs; the full browser also draws its own (invisible) toolbar in a renderer of its own, which cost 12%
// more CPU over the same journeys.
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export const chromiumPath = process.env.CHROMIUM_PATH ?? candidates.find(existsSync) ?? candidates.at(-1);
