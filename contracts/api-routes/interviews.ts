import {
  interviewMessageRequestSchema,
  interviewReplySchema,
  ownedInterviewRecordSchema,
  startInterviewSchema,
} from '../interviews';
import { type RouteContracts, created } from './route-types';

export const interviewsRoutes = {
  'post /api/interviews': {
    runs: true,
    tag: 'Research',
    summary: 'Starts an interview with one twin (1 credit unless subscribed); answers the record.',
    access: 'signed-in',
    body: startInterviewSchema,
    responses: created(ownedInterviewRecordSchema),
  },
  'post /api/interviews/:id/messages': {
    runs: true,
    tag: 'Research',
    summary:
      'Asks the twin a question (up to 20); JSON, or the reply streamed with Accept: text/event-stream.',
    access: 'signed-in',
    body: interviewMessageRequestSchema,
    responses: { 200: { description: 'The reply and the updated record', schema: interviewReplySchema } },
  },
} satisfies RouteContracts;
