import type {
  FirstAnswer,
  FollowUpReply,
  FollowUpTurn,
  OverallAnalysis,
  PersonaAnswer,
  ProviderName,
} from '../contracts/analysis';
import type { AngelPitchInput, InvestorVerdict } from '../contracts/angel-pitch';
import type { BrandAnswer } from '../contracts/brand-study';
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

/** A brand profile as a perception study reads it. */
export interface BrandStudyBrand {
  name: string;
  category: string;
  description: string;
  competitors: string[];
}

export interface BrandRatingInput {
  persona: Persona;
  brand: BrandStudyBrand;
}

export interface PitchJudgementInput {
  /** An investor twin (engine/angel-investors.ts). */
  persona: Persona;
  pitch: AngelPitchInput;
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
  /** Brand 360: the twin's ratings of the brand and each competitor, with reasons. */
  rateBrand(input: BrandRatingInput): Promise<BrandAnswer>;
  /** Angel pitch: the investor twin's decision and why. */
  judgePitch(input: PitchJudgementInput): Promise<InvestorVerdict>;
}
