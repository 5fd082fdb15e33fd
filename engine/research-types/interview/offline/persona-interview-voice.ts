import { localise, voiceOf, voiceRandom, type PersonaVoice } from '@engine/offline/voice/persona-voice';
import { plainVoice, sentenceKey, type InterviewVoice } from './answer-interview';
import type { AnswerForm } from './answer-form';

const OPENERS: Record<PersonaVoice['warmth'], string[]> = {
  warm: ['Good question. ', 'Happy to tell you. ', 'Oh, I like that question. ', ''],
  neutral: ['', '', 'Hmm, let me see. ', 'Let me think. '],
  blunt: ['', '', 'Simple: ', 'Short answer: '],
};
const OPENS_FREELY: AnswerForm[] = ['description', 'open'];
const CLOSERS: Record<PersonaVoice['certainty'], string[]> = {
  hedging: [
    ' That is how I see it today, anyway.',
    ' I could be wrong, of course.',
    ' At least, I think so.',
    ' But ask me again next month.',
  ],
  plain: ['', '', ''],
  sure: [' I am quite sure about that.', ' No doubt about it.', ''],
};

/**
 * Interview and follow-up answers in the twin's own voice, as its concept answers are: its English (spelling,
 * currency, contractions), how warmly it opens and how sure it sounds. Seeded by the answer, so it is repeatable.
 */
export const personaInterviewVoice: InterviewVoice = (parts, reading) => {
  const voice = voiceOf(reading.persona);
  const text = plainVoice(parts, reading);
  const random = voiceRandom(voice, 'interview', text);
  const unsaid = (options: string[]) =>
    options.filter((option) => !option.trim() || !parts.said.has(sentenceKey(option)));
  // An answer whose form must come first (an amount, yes or no, a condition) starts with it, not with a warm-up.
  const opener =
    parts.repeat > 0 || parts.verdict || !OPENS_FREELY.includes(parts.form)
      ? ''
      : random.pick(unsaid(OPENERS[voice.warmth]).concat(''));
  // A condition ('Only if …') is no place to sound certain.
  const closers = parts.form === 'condition' && voice.certainty === 'sure' ? [] : CLOSERS[voice.certainty];
  const closer = random.pick(unsaid(closers).concat(''));
  return localise(voice, `${opener}${text}${closer}`);
};
