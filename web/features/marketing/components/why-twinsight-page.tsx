import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { CallToAction, CardGrid, InfoCard, PageHero, PrimaryAction, Section } from './page-sections';
import { AccuracyNote } from './product-sections';

const reasons = [
  {
    title: 'Minutes, not weeks',
    text: 'No recruitment, screeners or fieldwork schedule. A concept test returns as soon as the twins have answered, so you can test a version, change it and test again the same afternoon.',
  },
  {
    title: 'Reasons, not just scores',
    text: 'Each twin says what it liked and what held it back, tied to the details in your concept. You learn what to change, not only whether the number went up.',
  },
  {
    title: 'Grounded in population statistics',
    text: 'The library’s ages, jobs, incomes, places and values follow published statistics for Malta, the UK, the Netherlands and the US, and the sources are listed on the methodology page.',
  },
  {
    title: 'Honest about accuracy',
    text: 'We say what the 85% figure refers to, how it is measured against real human answers, and publish the measured results beside their baselines.',
  },
  {
    title: 'Private by default',
    text: 'The default engine runs on the server without sending your concept to any outside service. An external model is used only if the operator configures one.',
  },
  {
    title: 'Simple pricing',
    text: 'One credit per analysis, free credits to start, and unlimited monthly plans for teams that test every week.',
  },
];

const fit = {
  good: [
    'Screening many early ideas before choosing which to research properly',
    'Finding the objections a concept will meet, and in which segments',
    'Comparing wordings, benefits or price points against the same audience',
    'Preparing better questions for real interviews and surveys',
  ],
  poor: [
    'Forecasting sales or market size',
    'Final go / no-go decisions with large budgets at stake, without real customers',
    'Markets or audiences outside the four countries in the library',
    'Questions where lived experience matters more than stated preference, such as usability of a physical product',
  ],
};

function FitList({ title, items }: { title: string; items: string[] }) {
  return (
    <Box sx={{ p: 3, borderRadius: 4, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5, display: 'grid', gap: 1, color: 'text.secondary' }}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
    </Box>
  );
}

export function WhyTwinsightPage() {
  usePageMeta(publicPages.whyTwinsight);
  return (
    <>
      <PageHero
        overline="Why Twinsight"
        title="A fast first read on your customers, with the method on the table"
        text="Twinsight does not replace talking to customers. It makes the first round of questions cheap enough to ask every time, so the research you pay for starts from a better concept."
        actions={<PrimaryAction />}
      />
      <Section title="What you get">
        <CardGrid columns={3}>
          {reasons.map((reason) => (
            <InfoCard key={reason.title} title={reason.title}>
              {reason.text}
            </InfoCard>
          ))}
        </CardGrid>
        <Box sx={{ mt: 3 }}>
          <AccuracyNote />
        </Box>
      </Section>
      <Section title="When to use it, and when not to" tinted>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <FitList title="A good fit" items={fit.good} />
          <FitList title="Not a good fit" items={fit.poor} />
        </Box>
      </Section>
      <CallToAction
        title="See for yourself"
        text="Run a concept test with your free credits and judge the answers against what you know about your customers."
      />
    </>
  );
}
