import Box from '@mui/material/Box';
import { availabilitySentence, featureOfferings } from '@contracts/offerings';
import { MAX_TWINS } from '@contracts/personas';
import { countInWords } from '@web/lib/plural';
import { researchTypes } from '../marketing-content';
import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { CallToAction, CardGrid, InfoCard, PageHero, PrimaryAction, Section } from './page-sections';
import { AccuracyNote, AvailabilityChip, ResearchTypesGrid } from './product-sections';

const conceptTestFeatures = [
  {
    title: 'Concept reading',
    text: 'Your text is read for category, price and billing period, claimed benefits, features, intended audience and how specific it is. Those details are what the twins react to.',
  },
  {
    title: `Up to ${MAX_TWINS} twins per run`,
    text: 'Filter the library by age group, country and professional role (B2B, executives, tech, sales and marketing), see how many twins match each filter, and pick or let the lab choose.',
  },
  {
    title: 'Answers as they arrive',
    text: 'Each twin’s answer appears as soon as it is ready, in the first person, with a sentiment, a score from 0 to 100 and an interest level.',
  },
  {
    title: 'Overall analysis',
    text: 'An aggregate score, the sentiment split, a purchase-intent distribution, the key messages twins picked up, shared concerns and suggestions, and a breakdown by age group, country and income.',
  },
  {
    title: 'Follow-up questions',
    text: 'Ask any twin a follow-up about a saved run: price, how they would use it, what they like or dislike, what would change their mind. Replies are saved with the run.',
  },
  {
    title: 'History',
    text: 'Every run is kept in your feedback history. Reopen a past concept test, see which twins took part and reuse them for the next version of the concept.',
  },
];

const platformFeatures = [
  {
    title: 'Credits and plans',
    text: 'An analysis costs 1 credit and never runs if you cannot pay for it. A subscription makes analyses unlimited. Your balance updates live.',
  },
  {
    title: featureOfferings.exports.name,
    text: 'Download any run as a CSV file with one row per twin answer, or as a PDF report with the summary, charts, themes and every answer.',
  },
  {
    title: featureOfferings['api-access'].name,
    text: 'Everything the app does goes through a documented JSON API (OpenAPI 3.1, see the API reference). Create named API keys on your profile page, each reading only or also running studies, with an expiry you choose; revoking one stops it at once. A typed TypeScript client generated from the API runs a concept test in a few lines.',
  },
  {
    title: featureOfferings.webhooks.name,
    text: 'Register an HTTPS endpoint and we POST a signed event when a run completes or fails, or when your credits run low. Deliveries that fail are retried with increasing waits, and each endpoint shows how its last one went.',
  },
  {
    title: featureOfferings['image-analysis'].name,
    text: 'Upload an image to read what it says and shows (its text, colours, contrast and look) without asking any twins. It costs no credit.',
  },
  {
    title: 'Workspaces',
    text: 'Every account has a personal workspace; the active workspace is remembered in your browser.',
  },
  {
    title: 'Provider choice',
    text: 'The built-in offline model needs no external service. Operators can configure an OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio, OpenRouter) or Anthropic. Every run records which engine and model produced it.',
  },
];

export function FeaturesPage() {
  usePageMeta(publicPages.features);
  return (
    <>
      <PageHero
        overline="Features"
        title="Everything in the Research Lab"
        text={`${availabilitySentence(researchTypes)} One credit per run.`}
        actions={<PrimaryAction />}
      />
      <Section
        overline="Research types"
        title={`${countInWords(researchTypes.length)} ways to ask your twins`}
      >
        <ResearchTypesGrid />
      </Section>
      <Section
        overline="Concept Test"
        title="What a concept test gives you"
        intro={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <AvailabilityChip available /> One credit per run, results in minutes.
          </Box>
        }
        tinted
      >
        <CardGrid columns={3}>
          {conceptTestFeatures.map((feature) => (
            <InfoCard key={feature.title} title={feature.title}>
              {feature.text}
            </InfoCard>
          ))}
        </CardGrid>
        <Box sx={{ mt: 3 }}>
          <AccuracyNote />
        </Box>
      </Section>
      <Section overline="Platform" title="Built for teams that run many small tests">
        <CardGrid columns={3}>
          {platformFeatures.map((feature) => (
            <InfoCard key={feature.title} title={feature.title}>
              {feature.text}
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <CallToAction
        title="Try a concept test"
        text="Your first tests are on us: new accounts start with free credits."
      />
    </>
  );
}
