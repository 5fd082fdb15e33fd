/** The stored image of a run on an image (its owner's only). */
export const adImageUrl = (feedbackId: string) => `/api/feedback/${encodeURIComponent(feedbackId)}/image`;
