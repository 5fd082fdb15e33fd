import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  availabilitySentence,
  offeringLabel,
  researchTypeOffering,
  researchTypeOfferings,
  type ResearchTypeId,
} from '@contracts/offerings';
import { MAX_TWINS } from '@contracts/personas';
import { routes } from '@web/lib/routes';
import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { useScrollToHash } from '@web/lib/use-scroll-to-hash';

type Screenshot = { file: string; alt: string; width: number; height: number };

function GuideFigure({ image, caption }: { image: Screenshot; caption: string }) {
  return (
    <Box component="figure" sx={{ m: 0, mt: 2.5 }}>
      <Box
        component="img"
        src={`/guide/${image.file}`}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      />
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {caption}
      </Typography>
    </Box>
  );
}

function GuideStep({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ mt: 5 }}>
      <Typography variant="h5" component="h3">
        {number}. {title}
      </Typography>
      <Box
        sx={{
          color: 'text.secondary',
          '& p': { mt: 1.25, mb: 0, lineHeight: 1.7 },
          '& ul': { mt: 1.25, mb: 0, pl: 3, lineHeight: 1.7 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ mt: 7, scrollMarginTop: 80 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ fontSize: { xs: 26, md: 32 } }}>
          {title}
        </Typography>
      </Box>
      <Box sx={{ color: 'text.secondary', '& p': { mt: 1.5, mb: 0, lineHeight: 1.7 } }}>{children}</Box>
    </Box>
  );
}

const screenshots = {
  lab: {
    file: 'research-lab.png',
    alt: 'The Research Lab with the Concept Test panel on the left: concept box, help link, twin selection and Generate Analysis button',
    width: 1280,
    height: 800,
  },
  guidance: {
    file: 'concept-guidance.png',
    alt: 'The dialog How to Write an Effective Concept with a good and a poor example',
    width: 1280,
    height: 800,
  },
  twins: {
    file: 'select-twins.png',
    alt: 'The Digital Twins Selection dialog with age, country and professional role filters and their match counts',
    width: 1280,
    height: 800,
  },
  results: {
    file: 'analysis-results.png',
    alt: 'A finished concept test: aggregate score, sentiment and purchase-intent distributions, key messages and twin answer cards',
    width: 1280,
    height: 800,
  },
  history: {
    file: 'history.png',
    alt: 'The Feedback History dialog listing past concept tests',
    width: 1280,
    height: 800,
  },
} satisfies Record<string, Screenshot>;

/** Each research type's section id on this page. */
const sectionIds: Record<ResearchTypeId, string> = {
  'concept-test': 'concept-test',
  interview: 'interview',
  'image-ad': 'ad-creative-test',
  brand360: 'brand-360',
  'angel-pitch': 'angel-pitch',
  'pricing-study': 'pricing-study',
  'concept-comparison': 'concept-comparison',
  'feature-study': 'feature-value-study',
};

const [conceptTestEntry, ...otherTypeEntries] = researchTypeOfferings.map((type) => ({
  id: sectionIds[type.id],
  label: offeringLabel(type),
}));
/** In page order: the concept test and its follow-ups first, then the other research types. */
const contents = [
  conceptTestEntry!,
  { id: 'follow-ups-and-history', label: 'Follow-ups and history' },
  ...otherTypeEntries,
  { id: 'credits', label: 'Credits' },
];

/** A research type's section: its heading comes from the one list of research types. */
function ResearchTypeSection({ id, children }: { id: ResearchTypeId; children: ReactNode }) {
  return (
    <GuideSection id={sectionIds[id]} title={offeringLabel(researchTypeOffering(id))}>
      {children}
    </GuideSection>
  );
}

export function GuidePage() {
  usePageMeta(publicPages.guide);
  useScrollToHash();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 42 } }}>
        User guide
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: 17 }}>
        How to run research in the{' '}
        <Link component={RouterLink} to={routes.researchLab}>
          Research Lab
        </Link>
        , step by step. {availabilitySentence(researchTypeOfferings)}
      </Typography>
      <Box
        component="nav"
        aria-label="On this page"
        sx={{
          mt: 3,
          p: 2.5,
          borderRadius: 3,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>On this page</Typography>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {contents.map((item) => (
            <li key={item.id}>
              <Link href={`#${item.id}`}>{item.label}</Link>
            </li>
          ))}
        </Box>
      </Box>

      <ResearchTypeSection id="concept-test">
        <p>
          A concept test puts a written product, service or idea in front of up to {MAX_TWINS} digital twins.
          Each answers in its own words, and the run is summarised for you. It costs 1 credit (nothing on an
          unlimited plan).
        </p>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <GuideStep number={1} title="Open the Research Lab and choose Concept Test">
            <p>
              Sign in and open the Research Lab from the top navigation. Concept Test is the first research
              type in the sidebar.
            </p>
            <GuideFigure
              image={screenshots.lab}
              caption="The Research Lab: the Concept Test panel on the left, results on the right."
            />
          </GuideStep>
          <GuideStep number={2} title="Describe your concept">
            <p>Write the concept in the box. The twins react to what you write, so include:</p>
            <ul>
              <li>what it is and what it does (its main features);</li>
              <li>who it is for;</li>
              <li>the price and how often it is paid (for example “€19 a month”);</li>
              <li>why it is better than what people use today.</li>
            </ul>
            <p>
              Select “Need help writing your concept?” for a good and a poor example and quick examples for
              products, services and ideas.
            </p>
            <GuideFigure
              image={screenshots.guidance}
              caption="The guidance dialog: a specific concept gets sharper answers than a vague one."
            />
          </GuideStep>
          <GuideStep number={3} title="Select digital twins">
            <p>
              Select “Select Digital Twins”. In the Filters tab, pick age groups, countries and professional
              roles; each chip shows how many twins match. Up to {MAX_TWINS} representative twins are selected
              automatically from your filters. In the Selected Twins tab you can remove filters, use “Choose
              for me” for a new spread, or pick twins yourself. Recent Analyses lets you reuse the twins of a
              previous run, which is the way to compare two versions of a concept fairly. Confirm with “Use n
              Twins”.
            </p>
            <GuideFigure
              image={screenshots.twins}
              caption="The Digital Twins Selection dialog, Filters tab."
            />
          </GuideStep>
          <GuideStep number={4} title="Generate the analysis">
            <p>
              Select “Generate Analysis”. One credit is taken; if the run fails, it is returned. Answers
              appear one by one as each twin finishes, then the overall analysis follows.
            </p>
          </GuideStep>
          <GuideStep number={5} title="Read the results">
            <ul>
              <li>Aggregate score (0–100) and overall sentiment;</li>
              <li>
                the sentiment split and the purchase-intent distribution (1 = definitely not, 5 = definitely);
              </li>
              <li>
                key messages the twins took from your concept, shared concerns and suggestions, each with how
                many twins raised it;
              </li>
              <li>a breakdown by age group, country and income;</li>
              <li>one card per twin: its answer, sentiment, score and interest.</li>
            </ul>
            <p>
              Treat the numbers as directional: a handful of simulated respondents shows reactions and
              reasons, not market shares. See the{' '}
              <Link component={RouterLink} to={routes.methodology}>
                methodology
              </Link>{' '}
              for how answers are produced and the status of accuracy measurement.
            </p>
            <GuideFigure
              image={screenshots.results}
              caption="A finished concept test: the summary first, then one card per twin."
            />
          </GuideStep>
        </Box>
      </ResearchTypeSection>

      <GuideSection id="follow-ups-and-history" title="Follow-ups and history">
        <p>
          On any twin’s card, select “Ask a follow-up” to ask about price, how they would use it, what they
          like or dislike, or what would change their mind. The reply is saved with the run; follow-ups cost
          no credit.
        </p>
        <p>
          Every run is saved. Select “History” in the Concept Test panel to open your past concept tests;
          select one to reopen its results, answers and follow-ups.
        </p>
        <GuideFigure
          image={screenshots.history}
          caption="Feedback History: past concept tests, newest first."
        />
      </GuideSection>

      <ResearchTypeSection id="interview">
        <p>
          Pick one twin and hold a conversation of up to 20 questions. The conversation is saved as one record
          with a summary and topics, and costs one credit.
        </p>
      </ResearchTypeSection>

      <ResearchTypeSection id="image-ad">
        <p>
          Upload a PNG, JPEG or WebP ad (up to 5 MB) with optional ad copy, call to action and where it runs;
          the selected twins react and you see what was read from the image (its text, colours and look), each
          twin’s first impression, the message they took away, attention, clarity, appeal and purchase intent,
          the overall sentiment with its distribution and up to three key messages. It costs one credit.
        </p>
        <p>
          “Analyse the image only (free)” reads the same image without asking any twins: its text, colours,
          contrast and look. It costs no credit.
        </p>
      </ResearchTypeSection>

      <ResearchTypeSection id="brand360">
        <p>
          Describe a brand (name, category, description, competitors, optional logo) in the Research Lab; it
          gets its own page. There, select up to 7 twins and run a perception study (1 credit): each twin
          rates awareness, associations, trust, value and fit with their life for your brand and every
          competitor, with reasons. The perception map, strengths and risks follow, and past studies stay in
          the page’s history.
        </p>
      </ResearchTypeSection>

      <ResearchTypeSection id="angel-pitch">
        <p>
          Write your start-up’s pitch (what you build, for whom, traction, team and market), optionally with
          the amount you ask for and the valuation. A panel of twins in high-income business roles judges it
          as angel investors: each says whether it would invest and why, and the verdict sums up the reasons
          each way. It costs one credit, and past pitches stay in the panel’s history.
        </p>
      </ResearchTypeSection>

      <ResearchTypeSection id="pricing-study">
        <p>
          Describe your product (with or without a price), choose a currency and a method, and either type a
          ladder of 3 to 12 prices or let the engine suggest one around the usual price of your kind of
          product (it says which price it used and where that comes from). Gabor-Granger asks each twin how
          likely it is to buy at each price and shows the demand curve, the revenue curve, the price that
          earns the most and the elasticity between prices; Van Westendorp asks which prices feel too cheap, a
          bargain, getting expensive and too expensive, and shows the acceptable range with the optimal and
          indifference price points. Up to 200 twins chosen by your filters answer, each counted by its survey
          weight; every figure carries its 90% interval, and results break down by age band, gender, income,
          parents and country (segments under 10 twins are not shown). It costs one credit, shown before you
          run it.
        </p>
      </ResearchTypeSection>

      <ResearchTypeSection id="concept-comparison">
        <p>
          Write 2 to 5 versions of a concept and put them to the same twins (up to 200, chosen by your
          filters). You see each version’s purchase intent, the share of twins who prefer each one, head to
          head, and a winner only when its lead is beyond its 90% interval; each twin says why, in terms of
          what differs between the versions. It costs one credit.
        </p>
      </ResearchTypeSection>

      <ResearchTypeSection id="feature-study">
        <p>
          Say what is being chosen (“a digital camera”), list 2 to 8 attributes with 2 to 5 levels each (the
          first level is the base the others are valued against) and 2 to 7 prices. Each twin (up to 300,
          chosen by your filters) chooses among products built from those levels, with “none of these” beside
          them, over several tasks. A conditional logit over all the choices gives each level’s part-worth,
          each attribute’s importance and the amount each level is worth against its base, all with 90%
          intervals and by segment; the market simulator then shows the share your version would win against
          the products you set beside it, free and at once. It costs one credit, shown before you run it.
        </p>
      </ResearchTypeSection>

      <GuideSection id="credits" title="Credits">
        <p>
          Your balance is shown in the app and updates live. Each analysis costs 1 credit; an analysis is
          refused, and nothing is charged, when the balance is too low. New accounts start with free credits;
          buy more or subscribe for unlimited analyses on the{' '}
          <Link component={RouterLink} to={routes.pricing}>
            pricing page
          </Link>
          .
        </p>
      </GuideSection>
    </Container>
  );
}
