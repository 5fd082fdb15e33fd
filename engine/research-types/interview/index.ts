/** The interview's part of the engine's public API: its summary (the twin answers through the provider). */
export { summarizeInterview, type InterviewSummary } from './interview-summary';
