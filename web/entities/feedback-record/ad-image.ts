import { apiPath } from '@web/lib/api-client';

/** The stored image of a run on an image (its owner's only). */
export const adImageUrl = (feedbackId: string) => apiPath('/api/feedback/{id}/image', { id: feedbackId });
