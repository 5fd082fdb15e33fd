import type {
  FirstAnswer,
  FollowUpReply,
  FollowUpTurn,
  OverallAnalysis,
  PersonaAnswer,
  ProviderName,
} from '../contracts/analysis';
import type { Persona } from '../contracts/personas';
import type { InterviewQuestion } from './offline/interview/answer-interview';

export type { InterviewQuestion, InterviewTurn } from './offline/interview/answer-interview';

export interface ConceptTestInput {
  persona: Persona;
  concept: string;
}

export interface FollowUpInput {
  persona: Persona;
  concept: string;
  firstAnswer: FirstAnswer;
  previousFollowUps: FollowUpTurn[];
  question: string;
}

export interface RunAnalysisInput {
  concept: string;
  personas: Persona[];
  answers: PersonaAnswer[];
}

/** What every simulation provider answers; results are validated against contracts/analysis.ts. */
export interface SimulationProvider {
  readonly name: ProviderName;
  readonly model: string;
  answerConcept(input: ConceptTestInput): Promise<PersonaAnswer>;
  answerFollowUp(input: FollowUpInput): Promise<FollowUpReply>;
  analyzeRun(input: RunAnalysisInput): Promise<OverallAnalysis>;
  /** One interview answer in the twin's own words, as text chunks in order (joined, they are the whole answer). */
  streamInterviewAnswer(input: InterviewQuestion): AsyncIterable<string>;
}
