/** Bumped whenever a change alters what the engine answers for the same inputs. */
export const ENGINE_VERSION = '3.7.0';
