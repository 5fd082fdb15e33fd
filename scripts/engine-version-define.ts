// The engine's version as a build-time constant for the web app, which may not import engine/ (web/lib/engine-version.ts).
import { ENGINE_VERSION } from '../engine/version.ts';

export const engineVersionDefine = { __ENGINE_VERSION__: JSON.stringify(ENGINE_VERSION) };
