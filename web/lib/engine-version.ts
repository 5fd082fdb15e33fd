// The simulation engine's version, put in at build time (scripts/engine-version-define.ts): web/ may not import engine/.
declare const __ENGINE_VERSION__: string;

export const ENGINE_VERSION: string = __ENGINE_VERSION__;
