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
import type { ValidationReport } from '../../../../contracts/validation';
import { useValidationReport } from '../api/get-validation-report';

const figure = (value: number | null) => (value === null ? '—' : value.toFixed(2));
const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

/** The engine's headline figures in one sentence, beside the strongest baseline. */
export function measuredSummary(report: ValidationReport): string {
  const [engine] = report.methods;
  const ceiling = report.methods.find((m) => m.name.startsWith('Logistic regression'));
  const agreed = engine ? Math.round((engine.gapAgreement ?? 0) * engine.gapsCounted) : 0;
  return (
    `Measured on ${report.data.respondents} real people the model was not fitted on: the twins rank real accept/decline choices at ` +
    `AUC ${figure(engine?.auc ?? null)} (0.50 is a coin toss${ceiling ? `; a logistic regression fitted on the same data reaches ${figure(ceiling.auc)}` : ''}), ` +
    `and get the direction of ${agreed} of ${engine?.gapsCounted ?? 0} reliable differences between segments right.`
  );
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
  return (
    <Box sx={{ mt: 3 }}>
      <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
        Engine {data.engineVersion} ({data.model}), measured {data.generatedAt.slice(0, 10)} on{' '}
        {data.data.rows.toLocaleString('en')} real answers from {data.data.respondents} respondents in{' '}
        {data.data.scenarios} scenarios, with {data.folds}-fold cross-validation grouped by respondent: every
        figure comes from people the model was not fitted on.
      </Typography>
      <TableContainer
        sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}
      >
        <Table size="small" aria-label="Validation against real consumers" sx={{ minWidth: 860 }}>
          <TableHead>
            <TableRow>
              {[
                'Method',
                'AUC (95% interval)',
                'Scenario-level r',
                'Correlation attainment',
                'Cell r (mean abs. error)',
                'Gap sign agreement',
                'KS similarity',
              ].map((heading) => (
                <TableCell key={heading} component="th" scope="col" sx={{ fontWeight: 700 }}>
                  {heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.methods.map((method, i) => (
              <TableRow key={method.name} sx={i === 0 ? { bgcolor: 'action.selected' } : undefined}>
                <TableCell component="th" scope="row" sx={{ fontWeight: i === 0 ? 700 : 400 }}>
                  {method.name}
                </TableCell>
                <TableCell>
                  {figure(method.auc)} ({figure(method.aucLow)}–{figure(method.aucHigh)})
                </TableCell>
                <TableCell>{figure(method.scenarioR)}</TableCell>
                <TableCell>{figure(method.correlationAttainment)}</TableCell>
                <TableCell>
                  {figure(method.cellR)} (
                  {method.cellMeanAbsoluteError === null ? '—' : method.cellMeanAbsoluteError.toFixed(3)})
                </TableCell>
                <TableCell>
                  {percent(method.gapAgreement)} of {method.gapsCounted}
                </TableCell>
                <TableCell>{figure(method.ksSimilarity)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                Uniform random guess
              </TableCell>
              <TableCell>0.50</TableCell>
              <TableCell>—</TableCell>
              <TableCell>—</TableCell>
              <TableCell>—</TableCell>
              <TableCell>—</TableCell>
              <TableCell>{figure(data.uniformGuessKs)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h6" component="h3" sx={{ mt: 4 }}>
        Not validated yet
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, mt: 1, pl: 3, display: 'grid', gap: 1, maxWidth: 820, color: 'text.secondary' }}
      >
        {data.notValidated.map((line) => (
          <li key={line}>
            <Typography>{line}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
