// Query keys of the twin library (public data: the same for every visitor).
export const personaKeys = {
  all: ['personas'] as const,
  library: () => [...personaKeys.all, 'library'] as const,
  byIds: (ids: string[]) => [...personaKeys.all, 'by-ids', ...[...ids].sort()] as const,
};
