// The /api routes the web calls that the OpenAPI document does not describe, so the typed client cannot name them
// (decision 057): better-auth's API key plugin registers these itself, outside the contracts.
export const apiKeyPaths = {
  list: '/api/auth/api-key/list',
  create: '/api/auth/api-key/create',
  delete: '/api/auth/api-key/delete',
} as const;
