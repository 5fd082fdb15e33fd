// Query keys of the public site's data (the same for every visitor).
export const siteKeys = {
  config: () => ['site', 'config'] as const,
  /** Published resources: the list and each item (admin edits invalidate this prefix). */
  publishedContent: () => ['site', 'content'] as const,
  publishedItem: (slug: string) => [...siteKeys.publishedContent(), 'item', slug] as const,
  contentSummaries: () => [...siteKeys.publishedContent(), 'summaries'] as const,
};
