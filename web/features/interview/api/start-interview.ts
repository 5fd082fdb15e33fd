// POST /api/interviews {personaId, topic?}: opens an interview (1 credit unless subscribed) and answers with its record.
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import { ownedInterviewRecordSchema, type StartInterviewRequest } from '@contracts/interviews';
import { api, validated } from '@web/lib/api-client';

export function startInterview(request: StartInterviewRequest): Promise<FeedbackRecordOf<'interview'>> {
  return validated(api.POST('/api/interviews', { body: request }), ownedInterviewRecordSchema);
}
