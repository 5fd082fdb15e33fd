// The engine's version as a constant for web tests, which may not import engine/: the landing sample's test checks
// that the sample was produced by the engine that runs today.
// Relative, not @engine/: Vite loads this file with the config, before any alias exists.
import { ENGINE_VERSION } from '../engine/version.ts';

export const engineVersionDefine = { __ENGINE_VERSION__: JSON.stringify(ENGINE_VERSION) };
