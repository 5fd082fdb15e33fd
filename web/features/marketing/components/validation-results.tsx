import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type {
  ChoiceValidation,
  CouponValidation,
  DatasetCoverage,
  PricingValidation,
  ValidationReport,
} from '@contracts/validation';
import { useValidationReport } from '@web/entities/validation/get-validation-report';

const figure = (value: number | null) => (value === null ? '—' : value.toFixed(2));
const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

/** The engine's headline figures in a sentence or two, beside the strongest baseline. */
export function measuredSummary(report: ValidationReport): string {
  const sentences: string[] = [];
  if (report.coupon) {
    const [engine] = report.coupon.methods;
    const ceiling = report.coupon.methods.find((m) => m.name.startsWith('Logistic regression'));
    const agreed = engine ? Math.round((engine.gapAgreement ?? 0) * engine.gapsCounted) : 0;
    sentences.push(
      `Measured on ${report.coupon.data.respondents} real people the model was not fitted on: the twins rank real accept/decline choices at ` +
        `AUC ${figure(engine?.auc ?? null)} (0.50 is a coin toss${ceiling ? `; a logistic regression fitted on the same data reaches ${figure(ceiling.auc)}` : ''}), ` +
        `and get the direction of ${agreed} of ${engine?.gapsCounted ?? 0} reliable differences between segments right.`,
    );
  }
  const heldOut = report.pricing?.splits[0];
  if (report.pricing && heldOut) {
    const [engine] = heldOut.methods;
    const ceiling = heldOut.methods.find((m) => m.name.startsWith('Logistic regression'));
    sentences.push(
      `On everyday grocery products at a randomised price (${report.pricing.data.respondents} people), they rank would-buy answers at AUC ${figure(engine?.auc ?? null)}` +
        `${ceiling ? ` (a logistic regression on the same data: ${figure(ceiling.auc)})` : ''} and match ${percent(engine?.accuracy ?? null)} of answers, ` +
        `where real people repeat their own answer ${percent(report.pricing.retestAgreement)} of the time.`,
    );
  }
  if (report.choice) {
    const [engine, chance, ceiling] = report.choice.methods;
    sentences.push(
      `In choices between cameras that trade features against the price (${report.choice.data.respondents} people), they pick what people picked in ${percent(engine?.hitRate ?? null)} of tasks` +
        ` (chance: ${percent(chance?.hitRate ?? null)}; a logit fitted on the same choices: ${percent(ceiling?.hitRate ?? null)}).`,
    );
  }
  return sentences.join(' ');
}

export function AccuracyStatus() {
  const report = useValidationReport();
  if (report.isPending) return <Skeleton variant="text" width="90%" height={28} />;
  if (report.isError)
    return (
      <Typography sx={{ fontWeight: 700 }}>
        The measured figures could not be loaded; please reload the page.
      </Typography>
    );
  return <Typography sx={{ fontWeight: 700 }}>{measuredSummary(report.data)}</Typography>;
}

/** One table of figures: the engine's row first and highlighted, then the baselines; the first figure (AUC and its interval) stays on one line. */
function FigureTable({
  label,
  headings,
  rows,
  rowHeading = 'Method',
  minWidth = 860,
}: {
  label: string;
  headings: string[];
  rows: Array<{ name: string; cells: string[]; engine?: boolean }>;
  rowHeading?: string;
  minWidth?: number;
}) {
  return (
    <TableContainer
      sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}
    >
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {[rowHeading, ...headings].map((heading) => (
              <TableCell key={heading} component="th" scope="col" sx={{ fontWeight: 700 }}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name} sx={row.engine ? { bgcolor: 'action.selected' } : undefined}>
              <TableCell component="th" scope="row" sx={{ fontWeight: row.engine ? 700 : 400 }}>
                {row.name}
              </TableCell>
              {row.cells.map((cell, i) => (
                <TableCell key={headings[i]} sx={i === 0 ? { whiteSpace: 'nowrap' } : undefined}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <Box
      component="ul"
      sx={{ m: 0, mt: 1, pl: 3, display: 'grid', gap: 1, maxWidth: 820, color: 'text.secondary' }}
    >
      {items.map((line) => (
        <li key={line}>
          <Typography>{line}</Typography>
        </li>
      ))}
    </Box>
  );
}

function Coverage({ coverage }: { coverage: DatasetCoverage }) {
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>What it covers</Typography>
        <BulletList items={coverage.covers} />
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>What it does not cover</Typography>
        <BulletList items={coverage.doesNotCover} />
      </Box>
    </Box>
  );
}

const interval = (m: { auc: number | null; aucLow: number | null; aucHigh: number | null }) =>
  `${figure(m.auc)} (${figure(m.aucLow)}–${figure(m.aucHigh)})`;

function CouponResults({ coupon, engineVersion, model, measured }: { coupon: CouponValidation } & Stamp) {
  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h6" component="h3">
        Offers from venues: the coupon survey
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 760 }}>
        Engine {engineVersion} ({model}), measured {measured} on {coupon.data.rows.toLocaleString('en')} real
        answers from {coupon.data.respondents} respondents in {coupon.data.scenarios} scenarios, with{' '}
        {coupon.folds}-fold cross-validation grouped by respondent: every figure comes from people the model
        was not fitted on.
      </Typography>
      <Coverage coverage={coupon.coverage} />
      <FigureTable
        label="Validation against real consumers"
        headings={[
          'AUC (95% interval)',
          'Scenario-level r',
          'Correlation attainment',
          'Cell r (mean abs. error)',
          'Gap sign agreement',
          'KS similarity',
        ]}
        rows={[
          ...coupon.methods.map((m, i) => ({
            name: m.name,
            engine: i === 0,
            cells: [
              interval(m),
              figure(m.scenarioR),
              figure(m.correlationAttainment),
              `${figure(m.cellR)} (${m.cellMeanAbsoluteError === null ? '—' : m.cellMeanAbsoluteError.toFixed(3)})`,
              `${percent(m.gapAgreement)} of ${m.gapsCounted}`,
              figure(m.ksSimilarity),
            ],
          })),
          {
            name: 'Uniform random guess',
            cells: ['0.50', '—', '—', '—', '—', figure(coupon.uniformGuessKs)],
          },
        ]}
      />
    </Box>
  );
}

function PricingResults({ pricing, engineVersion, model, measured }: { pricing: PricingValidation } & Stamp) {
  return (
    <Box sx={{ mt: 5 }}>
      <Typography variant="h6" component="h3">
        Everyday products at a price: the Twin-2K-500 pricing task
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 760 }}>
        Engine {engineVersion} ({model}), measured {measured} on {pricing.data.rows.toLocaleString('en')} real
        would-buy answers from {pricing.data.respondents} US adults about {pricing.data.products} branded
        grocery products, each shown at a price drawn at random between free and about twice the usual price
        (Toubia et al. 2025, CC BY 4.0). Real people gave the same answer again{' '}
        {percent(pricing.retestAgreement)} of the time: the ceiling for any model of individual answers.
      </Typography>
      <Coverage coverage={pricing.coverage} />
      {pricing.splits.map((split) => (
        <Box key={split.name} sx={{ mt: 3 }}>
          <Typography sx={{ fontWeight: 700 }}>{split.name}</Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
            {split.description}
          </Typography>
          <FigureTable
            label={`Everyday products at a price: ${split.name.toLowerCase()}`}
            headings={[
              'AUC (95% interval)',
              'Accuracy at 0.5',
              'Demand-curve r',
              'Correlation attainment',
              'Smallest price-slope ratio',
              'KS similarity',
            ]}
            rows={[
              ...split.methods.map((m, i) => ({
                name: m.name,
                engine: i === 0,
                cells: [
                  interval(m),
                  percent(m.accuracy),
                  figure(m.demandCurveR),
                  figure(m.correlationAttainment),
                  figure(m.minSlopeRatio),
                  figure(m.ksSimilarity),
                ],
              })),
              {
                name: 'Real people asked again',
                cells: ['—', percent(pricing.retestAgreement), '—', '—', '—', '—'],
              },
            ]}
          />
        </Box>
      ))}
      {pricing.notes.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <BulletList items={pricing.notes} />
        </Box>
      )}
    </Box>
  );
}

const dollars = (value: number | null) => (value === null ? '—' : `$${Math.round(value)}`);

function ChoiceResults({ choice, engineVersion, model, measured }: { choice: ChoiceValidation } & Stamp) {
  const features = choice.partWorths.filter((p) => p.realWtp !== null);
  return (
    <Box sx={{ mt: 5 }}>
      <Typography variant="h6" component="h3">
        Choices between offers: the camera conjoint
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 760 }}>
        Engine {engineVersion} ({model}), measured {measured} on {choice.data.tasks.toLocaleString('en')} real
        choices of {choice.data.respondents} US adults, each between four digital cameras and &ldquo;none of
        these&rdquo; (Allenby et al. 2014), with {choice.folds}-fold cross-validation grouped by respondent.
        The engine fits three general numbers on the other people&rsquo;s choices (how sharply twins pick,
        what a feature is worth against the price, and the pull of &ldquo;none&rdquo;); what each feature is
        worth comes from the engine&rsquo;s own knowledge of attributes, not from this file.
      </Typography>
      <Coverage coverage={choice.coverage} />
      <FigureTable
        label="Choices between offers"
        headings={['Hit rate', 'Log-likelihood per task', 'Share choosing none']}
        minWidth={560}
        rows={[
          ...choice.methods.map((m, i) => ({
            name: m.name,
            engine: i === 0,
            cells: [percent(m.hitRate), m.logLikelihoodPerTask.toFixed(3), percent(m.noneShare)],
          })),
          { name: 'People', cells: ['—', '—', percent(choice.realNoneShare)] },
        ]}
      />
      <Typography sx={{ fontWeight: 700, mt: 3 }}>What each feature is worth</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
        Willingness to pay: a conditional logit&rsquo;s part-worth of the feature over its price coefficient,
        fitted once to people&rsquo;s choices and once to the engine&rsquo;s choice probabilities. A feature
        value study rests on this choice model and this check: its twins choose through the same model, and a
        conditional logit over their choices gives what each feature is worth.
      </Typography>
      <FigureTable
        label="Willingness to pay per feature"
        rowHeading="Feature"
        headings={['People', 'Twinsight engine']}
        minWidth={360}
        rows={features.map((p) => ({
          name: p.column,
          cells: [dollars(p.realWtp), dollars(p.modelWtp)],
        }))}
      />
    </Box>
  );
}

interface Stamp {
  engineVersion: string;
  model: string;
  measured: string;
}

export function ValidationResults() {
  const report = useValidationReport();
  if (report.isPending) return <Skeleton variant="rounded" height={260} sx={{ mt: 3 }} />;
  if (report.isError)
    return (
      <Alert severity="warning" sx={{ mt: 3 }}>
        The measured table could not be loaded; please reload the page.
      </Alert>
    );
  const { data } = report;
  const stamp: Stamp = {
    engineVersion: data.engineVersion,
    model: data.model,
    measured: data.generatedAt.slice(0, 10),
  };
  return (
    <Box sx={{ mt: 3 }}>
      {data.coupon && <CouponResults coupon={data.coupon} {...stamp} />}
      {data.pricing && <PricingResults pricing={data.pricing} {...stamp} />}
      {data.choice && <ChoiceResults choice={data.choice} {...stamp} />}
      <Typography variant="h6" component="h3" sx={{ mt: 4 }}>
        Not validated yet
      </Typography>
      <BulletList items={data.notValidated} />
    </Box>
  );
}
