import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RUN_COST } from '@contracts/credits';
import { errorMessage, isApiError } from '@web/lib/api-client';
import { routes } from '@web/lib/routes';

export const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/** Why a charged run did not run: a 402 with the balance and a way to buy credits, or the server's message. */
export function RunErrorAlert({ error }: { error: unknown }) {
  if (isApiError(error) && error.code === 'INSUFFICIENT_CREDITS') {
    const balance = error.currentBalance;
    return (
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button
            component={RouterLink}
            to={routes.pricing}
            color="inherit"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
          >
            See plans
          </Button>
        }
      >
        <AlertTitle>Not enough credits</AlertTitle>
        {balance === undefined
          ? error.detail
          : `An analysis costs ${credits(RUN_COST)} and your balance is ${credits(balance)}. Buy credits or subscribe for unlimited analyses.`}
      </Alert>
    );
  }
  const fieldMessages = isApiError(error) ? error.invalidParams.map((param) => param.reason) : [];
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>The analysis did not run</AlertTitle>
      {fieldMessages.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {fieldMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      ) : (
        errorMessage(error)
      )}
    </Alert>
  );
}
