import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MAX_TWINS } from '@contracts/personas';
import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { accuracyClaim, populationSources, TWIN_LIBRARY_SIZE, TWINS_PER_COUNTRY } from '../marketing-content';
import { PageHero, Section } from './page-sections';
import { AccuracyStatus, ValidationResults } from './validation-results';

const validationMetrics = [
  {
    name: 'AUC',
    definition:
      'How well the predicted chance of accepting ranks the people who really accepted above those who declined: 0.50 is a coin toss, 1.0 perfect.',
  },
  {
    name: 'Scenario-level r',
    definition:
      'The correlation between predicted and real acceptance rates across situations (offer, company, time, weather, distance, expiry).',
  },
  {
    name: 'Acceptance rate per cell',
    definition:
      'For each coupon type × segment (age band, income third, occupation group), the share who accept: the error and the correlation across cells.',
  },
  {
    name: 'KS similarity',
    definition:
      '1 − the largest gap between the cumulative distributions of simulated and human acceptance rates, beside a uniform random guess.',
  },
  {
    name: 'Correlation attainment',
    definition:
      'The correlation between simulated and real rates divided by the highest correlation any model can reach against real rates that carry sampling noise (the square root of their split-half reliability, stepped up to the full sample with the Spearman-Brown formula): 1.0 is as close as the true rates themselves.',
  },
  {
    name: 'Demand-curve r and price slope',
    definition:
      'For products at a price: the correlation of the share saying yes per product × price, and per product how steep the simulated demand curve is against the real one (1.0 is as steep).',
  },
  {
    name: 'Accuracy at 0.5',
    definition:
      'The share of individual answers predicted right, beside the 85% of real people who gave the same answer again later: no model can expect more.',
  },
  {
    name: 'Segment gap fidelity',
    definition:
      'The share of reliable differences between segments (at least 5 points, 40 answers a side) whose direction the simulation gets right.',
  },
  {
    name: 'Baseline',
    definition:
      'Every metric is reported beside the population average, a logistic regression fitted on the data and, per data set, the coupon-type average and one twin for everyone, or price relative to the usual price alone, so any gain over a naive guess is visible.',
  },
];

const limits = [
  'Twins are simulations. They do not remember, shop or change their minds over time the way people do, and they only know what your concept text tells them.',
  `A run has at most ${MAX_TWINS} twins: enough to compare reactions and reasons, not a statistically representative sample. Treat scores as directional.`,
  'Some inputs are approximate and marked as such in the source data: work status for Malta and the Netherlands, US income shares, city shares and the age shift of personality traits.',
  'The offline model only recognises what its lexicons cover (categories, prices, claims, audiences). Unusual products can fall into the “general” category and get flatter answers.',
  'LLM answers inherit the biases of the model an operator connects, and are not deterministic.',
  'The validation data sets cover US adults deciding on coupons (2017) and on four everyday grocery products at a price (2025). A good result there is evidence about decisions of those kinds, not proof for every market or category.',
];

export function MethodologyPage() {
  usePageMeta(publicPages.methodology);
  return (
    <>
      <PageHero
        overline="Methodology"
        title="How the digital twins are built and how they answer"
        text="What is inside the twins, where the numbers come from, what the 85% figure refers to, and what the twins cannot tell you."
      />

      <Section id="accuracy-status" title="Accuracy: current status" overline="Read this first">
        <Box
          sx={{
            p: { xs: 2.5, md: 3 },
            borderRadius: 4,
            bgcolor: '#fffbeb',
            border: 1,
            borderColor: '#fcd34d',
          }}
        >
          <AccuracyStatus />
          <Typography sx={{ mt: 1 }}>
            Twinsight states “over 85% alignment with real consumer responses” and the concept-test panel says
            feedback simulates real consumer discussions “with 85% accuracy”. {accuracyClaim.explanation}{' '}
            <Link href="#measurement">See the measured table and what is not validated yet.</Link>
          </Typography>
        </Box>
      </Section>

      <Section id="twins" title="How the twins are built" tinted>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          The library holds {TWIN_LIBRARY_SIZE.toLocaleString('en')} twins, {TWINS_PER_COUNTRY} each for
          Malta, the United Kingdom, the Netherlands and the United States. They are generated
          deterministically (a fixed random seed) so that, country by country, their ages, occupations, work
          status, income brackets, places and values follow the published shares below. Each twin then gets a
          name common for its country and birth decade, an education and household consistent with its age and
          work, Big Five personality traits, values and a short biography.
        </Typography>
        <TableContainer
          sx={{ mt: 3, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}
        >
          <Table aria-label="Population sources of the twin library">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ fontWeight: 700, width: { sm: 160 } }}>
                  Attribute
                </TableCell>
                <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
                  Source
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {populationSources.map((row) => (
                <TableRow key={row.dimension}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                    {row.dimension}
                  </TableCell>
                  <TableCell>{row.source}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>

      <Section id="answers" title="How answers are produced">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <Typography variant="h6" component="h3">
              The built-in consumer-response model (default)
            </Typography>
            <Typography color="text.secondary" component="div" sx={{ mt: 1, '& p': { mt: 1, mb: 0 } }}>
              <p>
                A transparent model that runs on the server without any network call and gives the same answer
                for the same inputs. It reads your concept for category, price and billing period, claimed
                benefits (sustainability, health, convenience, status, value, reliability and others),
                features, intended audience and how specific it is, and the structure of an offer: the kind of
                place it is for, distance, how long it is valid, who the buyer is with, the time of day, the
                weather and where they are heading.
              </p>
              <p>
                How an offer’s structure meets each twin’s habits (how often they go to bars, coffee houses,
                restaurants and take-away), family, age, gender, education and work is fitted on real
                consumers’ answers, with the measured results below.
              </p>
              <p>
                Each of those is scored against the twin: price against the twin’s income bracket and its
                country’s median income, claims against its values and personality, the category and audience
                against its age, life stage and job. The sum, plus a small term for what the named attributes
                do not explain, becomes a purchase-intent distribution over 1–5 (an ordered logit), a
                sentiment and a score.
              </p>
              <p>
                The answer is written in the twin’s voice from its strongest reasons for and against, quoting
                your concept’s own details.
              </p>
            </Typography>
          </Box>
          <Box>
            <Typography variant="h6" component="h3">
              Large language models (when the operator configures one)
            </Typography>
            <Typography color="text.secondary" component="div" sx={{ mt: 1, '& p': { mt: 1, mb: 0 } }}>
              <p>
                An operator can connect an OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio,
                OpenRouter) or Anthropic. The prompt carries the twin’s full profile; answers come back as
                validated structured objects; twins of a run are asked concurrently with timeouts and retries.
              </p>
              <p>
                Ratings are never asked for as a bare number: the model describes its interest and purchase
                likelihood in words. With an embeddings model configured, those words are rated by semantic
                similarity to five anchor statements per scale (Maier et al. 2025); otherwise by anchor
                phrases for each point of the scale.
              </p>
              <p>Every run records the provider, model and engine version that produced it.</p>
            </Typography>
          </Box>
        </Box>
      </Section>

      <Section id="measurement" title="What the accuracy claim means and how it is measured" tinted>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          Accuracy is measured by comparing simulated answers with real people’s answers to the same question.
          The reference is the UCI “in-vehicle coupon recommendation” data set (Wang et al., 2017,{' '}
          <Box component="cite" sx={{ fontStyle: 'italic' }}>
            Journal of Machine Learning Research
          </Box>
          ; an Amazon Mechanical Turk survey of US adults; licensed{' '}
          <Link href="https://creativecommons.org/licenses/by/4.0/" rel="noopener noreferrer">
            CC BY 4.0
          </Link>
          ). Each row is one person’s yes or no to a coupon (coffee house, bar, carry-out, restaurants) in a
          described situation, with their age band, income, occupation and habits. Each coupon is written as a
          concept a user would type and each respondent becomes a twin with their own facts; the engine
          answers through the same interface as in the Research Lab. The second reference is the pricing task
          of Twin-2K-500 (Toubia et al., 2025; CC BY 4.0): US adults deciding whether they would buy branded
          grocery products at prices drawn at random between free and about twice the usual price. Each
          product at its price becomes a concept and each respondent a twin with their own facts. Of both data
          sets only a calibration part is used here; the rest is held back for an independent check. The run
          reports:
        </Typography>
        <Box
          component="dl"
          sx={{ mt: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {validationMetrics.map((metric) => (
            <Box
              key={metric.name}
              sx={{ p: 2.5, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
            >
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {metric.name}
              </Typography>
              <Typography component="dd" color="text.secondary" sx={{ m: 0, mt: 0.5, fontSize: 15 }}>
                {metric.definition}
              </Typography>
            </Box>
          ))}
        </Box>
        <ValidationResults />
      </Section>

      <Section id="limits" title="Limits">
        <Box
          component="ul"
          sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5, maxWidth: 820, color: 'text.secondary' }}
        >
          {limits.map((limit) => (
            <li key={limit}>
              <Typography>{limit}</Typography>
            </li>
          ))}
        </Box>
      </Section>
    </>
  );
}
