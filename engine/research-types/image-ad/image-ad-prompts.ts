// An ad test for language models: the prompt beside the image and the answer it returns.
import { z } from 'zod';
import { conceptAnswerOutputSchema } from '../../llm/llm-schemas';

export function imageAdPrompt(adText: string): string {
  return [
    'A company shows you the ad in the attached image and asks for your honest reaction, as if you came across it in your day.',
    `Text read from the ad and supplied with it (it may contain reading errors; trust the image):\n<ad-text>\n${adText}\n</ad-text>`,
    'Say what first strikes you, what you think the ad is telling you, and whether it would make you buy: refer to what the ad',
    'shows and says (offer, price, claims, look). Say in words how interested you are and how likely you would be to buy,',
    'list reasons for and against (each naming the ad detail and the part of your profile it comes from), rate how much it grabs',
    'your attention, how clear it is and how much you like its look, and name the one thing you would change.',
  ].join('\n');
}

const creativePoint = (what: string) =>
  z.number().int().min(1).max(5).describe(`${what}, 1 (not at all) to 5 (very)`);

export const imageAdAnswerOutputSchema = conceptAnswerOutputSchema.extend({
  firstImpression: z
    .string()
    .min(1)
    .describe('Your first impression of the ad in one sentence, first person'),
  perceivedMessage: z.string().min(1).describe('What you think the ad is telling you, in one sentence'),
  attention: creativePoint('How much the ad grabs your attention'),
  clarity: creativePoint('How clear its message is to you'),
  appeal: creativePoint('How much you like how it looks'),
  wouldChange: z.string().min(1).describe('The one thing you would change about the ad'),
});
