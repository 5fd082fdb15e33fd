import { localise, voiceOf } from '../persona-voice';
import { plainVoice, type InterviewVoice } from './answer-interview';

/** Interview and follow-up answers in the twin's own English (spelling, currency, contractions), as its concept answers are. */
export const personaInterviewVoice: InterviewVoice = (parts, reading) => localise(voiceOf(reading.persona), plainVoice(parts, reading));
