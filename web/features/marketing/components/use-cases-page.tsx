import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { CallToAction, PageHero, PrimaryAction, Section } from './page-sections';

type UseCase = {
  id: string;
  title: string;
  question: string;
  today: string;
  example: { concept: string; twins: string; lookFor: string };
};

const useCases: UseCase[] = [
  {
    id: 'concept-screening',
    title: 'Concept screening',
    question: 'Which of several early ideas deserves a proper study?',
    today:
      'Run one concept test per idea against the same twins, so differences come from the ideas, not the audience.',
    example: {
      concept:
        'Idea A: a €12/month refill service for cleaning products in glass bottles, delivered every 6 weeks. Idea B: the same products sold in supermarkets in plastic-free packs at €3.50 each.',
      twins:
        'Seven twins aged 25–54 from the Netherlands and the UK, reused for both ideas from Recent Analyses.',
      lookFor:
        'The aggregate score and sentiment split of each run, and whether the concerns are about price, proof or relevance.',
    },
  },
  {
    id: 'ad-pre-testing',
    title: 'Ad pre-testing',
    question: 'Does the message of an ad land before media money is spent?',
    today:
      'Upload the ad to the Ad Creative Test: the image is read (its words and its look), each twin reacts to it, and you read which key messages they pick up, or paste the copy into a concept test to compare wordings.',
    example: {
      concept:
        'Ad copy: “Sleep better in 14 nights or your money back.” Body: weighted blanket, 7 kg, breathable cotton cover, €89, free returns for 30 days.',
      twins: 'Seven twins aged 25–64 across all four countries, chosen automatically.',
      lookFor:
        'Key messages (did “money back” register?), concerns about proof, and the segment breakdown by age group.',
    },
  },
  {
    id: 'message-testing',
    title: 'Message testing',
    question: 'Which benefit should lead: sustainability, convenience or price?',
    today:
      'Write the same product three times, each leading with a different benefit, and run each version against the same twins.',
    example: {
      concept:
        'Version 1: “Our e-bike subscription cuts your commute’s CO₂ to zero.” Version 2: “Skip the traffic: an e-bike at your door, servicing included.” Version 3: “An e-bike for €39 a month, less than a bus pass.”',
      twins: 'Seven working twins aged 25–44 from Malta and the Netherlands.',
      lookFor:
        'Which version wins on purchase intent, and which values (sustainability, convenience, frugality) the reasons cite.',
    },
  },
  {
    id: 'pricing-exploration',
    title: 'Pricing exploration',
    question: 'Where does the price start to hurt, and for whom?',
    today:
      'Run the same concept at two or three price points. The twins weigh a price against their income bracket and national median income, so price sensitivity shows by segment.',
    example: {
      concept:
        'A meal-kit box for two: three dinners a week, recipes under 30 minutes, delivered Sundays. Run at €45, €59 and €75 a week.',
      twins: 'Seven twins mixing low, middle and high income brackets.',
      lookFor:
        'The income rows of the segment breakdown, and whether “price is high for my income” becomes the top concern.',
    },
  },
  {
    id: 'b2b-buyer-interviews',
    title: 'B2B buyer interviews',
    question: 'What would make a business buyer shortlist the product?',
    today:
      'Run a concept test with the B2B, Executive or Tech role filters to see who would shortlist it, then interview one of those twins in the Interview: up to 20 questions about price, use and what would change their mind, saved with a summary and topics.',
    example: {
      concept:
        'A shared-inbox tool for customer-support teams of 5–50 agents: SLA timers, AI-drafted replies, EU data residency. €29 per agent per month, annual contract.',
      twins: 'Seven twins filtered to Executives & Leaders and Tech Professionals.',
      lookFor:
        'Concerns about data risk and reliability, then follow-ups such as “What would you need to see before a trial?”',
    },
  },
];

function UseCaseCard({ useCase }: { useCase: UseCase }) {
  const rows = [
    ['Example concept', useCase.example.concept],
    ['Twins', useCase.example.twins],
    ['What to look for', useCase.example.lookFor],
  ];
  return (
    <Card
      component="article"
      id={useCase.id}
      aria-labelledby={`${useCase.id}-title`}
      sx={{ scrollMarginTop: 80 }}
    >
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id={`${useCase.id}-title`} variant="h5" component="h3">
          {useCase.title}
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{useCase.question}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {useCase.today}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 2.5,
            p: 2.5,
            borderRadius: 3,
            bgcolor: '#f8fafc',
            border: 1,
            borderColor: 'divider',
            display: 'grid',
            gap: 1.5,
          }}
        >
          {rows.map(([term, detail]) => (
            <Box key={term}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                {term}
              </Typography>
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, mt: 0.25 }}>
                {detail}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

export function UseCasesPage() {
  usePageMeta(publicPages.useCases);
  return (
    <>
      <PageHero
        overline="Use cases"
        title="Five jobs digital twins do well"
        text="Each use case below comes with a worked example you can paste into the Research Lab. Run the variants against the same twins so that the only thing that changes is your concept."
        actions={<PrimaryAction />}
      />
      <Section
        title="Worked examples"
        intro="One credit per run; a comparison of three versions costs three credits."
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          {useCases.map((useCase) => (
            <UseCaseCard key={useCase.id} useCase={useCase} />
          ))}
        </Box>
      </Section>
      <CallToAction
        title="Start with your own concept"
        text="Describe it, choose your twins and compare the versions in your history."
      />
    </>
  );
}
