// POST /api/interviews {personaId, topic?}: opens an interview (1 credit unless subscribed) and answers with its record.
import { feedbackRecordSchema, type FeedbackRecord } from '../../../../contracts/feedback';
import type { StartInterviewRequest } from '../../../../contracts/interviews';
import { apiRequest } from '../../../lib/api-client';

export function startInterview(request: StartInterviewRequest): Promise<FeedbackRecord> {
  return apiRequest('/api/interviews', { method: 'POST', body: request, schema: feedbackRecordSchema });
}
