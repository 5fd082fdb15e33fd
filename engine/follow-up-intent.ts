import type { FollowUpIntent } from '@contracts/twin-answers';
import {
  classifyInterviewQuestion,
  type InterviewIntent,
} from './research-types/interview/offline/question-intent';

/** A concept-test follow-up is an interview question about the concept; its intent in the follow-up contract's terms. */
const FOLLOW_UP_INTENT: Record<InterviewIntent, FollowUpIntent> = {
  'about-me': 'about-me',
  habits: 'usage',
  'where-to-buy': 'usage',
  likes: 'likes',
  dislikes: 'dislikes',
  price: 'price',
  purchase: 'purchase',
  change: 'change',
  brand: 'general',
  open: 'general',
  recommend: 'purchase',
  experience: 'usage',
  alternatives: 'general',
  'who-for': 'general',
  choice: 'purchase',
  household: 'about-me',
  work: 'about-me',
  values: 'about-me',
  pastime: 'about-me',
  opinion: 'general',
};

export function followUpIntentOf(question: string): FollowUpIntent {
  return FOLLOW_UP_INTENT[classifyInterviewQuestion(question)];
}
