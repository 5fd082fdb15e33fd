import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ProblemAlert } from '@web/components/problem-alert';
import { isApiError } from '@web/lib/api-client';
import { RunQuote, type Quote } from './run-quote';

type Props = {
  quote: Quote | undefined;
  quoteLoading: boolean;
  /** The last run's error; one naming fields is shown beside them instead. */
  error: unknown;
  running: boolean;
  /** Twins answered so far in the running study. */
  answered: number;
  disabled: boolean;
  icon: ReactNode;
  /** The button's text, e.g. 'Run pricing study (1 credit)'. */
  label: string;
  /** What the running study is doing, e.g. 'Asking twins...'. */
  runningLabel: string;
};

/** The end of a lab form: what the run will cost, its error, and the submit button with its progress. */
export function RunFormFooter({
  quote,
  quoteLoading,
  error,
  running,
  answered,
  disabled,
  icon,
  label,
  runningLabel,
}: Props) {
  return (
    <>
      <RunQuote quote={quote} loading={quoteLoading} />
      {Boolean(error) && !(isApiError(error) && error.invalidParams.length > 0) && (
        <ProblemAlert error={error} />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={running || disabled}
        startIcon={running ? <CircularProgress size={18} color="inherit" /> : icon}
      >
        {running ? `${runningLabel} ${answered > 0 ? `(${answered} answered)` : ''}` : label}
      </Button>
    </>
  );
}
