import type { PersonaAnswer } from '@contracts/twin-answers';
import {
  AD_KEY_MESSAGE_LIMIT,
  imageAdOverallAnalysisSchema,
  type ImageAdOverallAnalysis,
} from '@contracts/image-ad';
import type { Persona } from '@contracts/personas';
import { EngineError } from '../../errors';
import { adLines, sentenceCase } from './offline/ad-reaction';
import { countThemes } from '../../overall-analysis';
import type { AdCreative, ImageAdAnswer, SimulationProvider } from '../../provider';
import { askEveryPersona, asEngineError } from '../../panel';

export interface RunImageAdTestOptions {
  provider: SimulationProvider;
  personas: Persona[];
  ad: AdCreative;
  /** Called as each twin answers, in completion order (for streaming). */
  onPersonaResult?: (answer: ImageAdAnswer) => void | Promise<void>;
}

export interface ImageAdTestResult {
  /** In the order of `personas`. */
  answers: ImageAdAnswer[];
  overallAnalysis: ImageAdOverallAnalysis;
}

const NO_WORDS = 'An image ad without any words';

/** Everything the ad says in words, as the concept text the concept reader and the twins react to. */
export function adTextOf(ad: Pick<AdCreative, 'reading' | 'brief'>): string {
  const { brief } = ad;
  const text = [adLines({ ad }).join('\n'), brief.targetContext ? `Shown to: ${brief.targetContext}` : '']
    .filter(Boolean)
    .join('\n');
  return text || NO_WORDS;
}

const mean = (values: number[]): number =>
  Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 100) / 100;

/**
 * The messages the twins took from the ad (most shared first), then the provider's own reading of the answers. Twins
 * read the ad's phrases in their own order, so a message made of the ad's phrases counts each phrase once; a message
 * in a model's own words counts whole.
 */
function keyMessages(answers: ImageAdAnswer[], providerMessages: string[], lines: string[]): string[] {
  const known = new Set(lines.map((line) => line.toLowerCase()));
  const phrasesTaken = (perceived: string): string[] => {
    const parts = perceived.split(', ');
    return parts.every((part) => known.has(part.toLowerCase()))
      ? parts.map((part) => sentenceCase(part))
      : [perceived];
  };
  const perceived = countThemes(answers.map((a) => phrasesTaken(a.reaction.perceivedMessage))).map(
    (theme) => theme.text,
  );
  const seen = new Set<string>();
  return [...perceived, ...providerMessages]
    .filter((message) => {
      const key = message.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, AD_KEY_MESSAGE_LIMIT);
}

/**
 * Shows the ad to every twin at once (the provider bounds concurrency), reports each answer as it arrives, then
 * builds the overall analysis with what was read from the ad. Any provider failure rejects with an EngineError.
 */
export async function runImageAdTest({
  provider,
  personas,
  ad,
  onPersonaResult,
}: RunImageAdTestOptions): Promise<ImageAdTestResult> {
  if (personas.length === 0) throw new EngineError('An ad test needs at least one persona');
  const adText = adTextOf(ad);
  const answers = await askEveryPersona(
    provider,
    personas,
    (persona) => provider.answerImageAd({ persona, ad, adText }),
    onPersonaResult,
  );
  const personaAnswers: PersonaAnswer[] = answers.map((a) => a.answer);
  let base;
  try {
    base = await provider.analyzeRun({ concept: adText, personas, answers: personaAnswers });
  } catch (error) {
    throw asEngineError(error, provider);
  }
  return {
    answers,
    overallAnalysis: imageAdOverallAnalysisSchema.parse({
      ...base,
      qualitativeFeedback: {
        perceivedKeyMessages: keyMessages(
          answers,
          base.qualitativeFeedback.perceivedKeyMessages,
          adLines({ ad }),
        ),
      },
      adReading: ad.reading,
      creativeScores: {
        attention: mean(answers.map((a) => a.reaction.attention)),
        clarity: mean(answers.map((a) => a.reaction.clarity)),
        appeal: mean(answers.map((a) => a.reaction.appeal)),
      },
    }),
  };
}
