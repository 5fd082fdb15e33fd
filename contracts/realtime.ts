// Events on GET /api/realtime (Server-Sent Events), one per change of the signed-in user's data.
export type RealtimeEvent =
  | { type: 'tokens'; balance: number }
  | { type: 'subscription' }
  | { type: 'profile' }
  | { type: 'role' }
  /** Server-internal: some of the user's sessions may have ended; never sent to browsers. */
  | { type: 'session' };
