import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MODEL_CALL_CREDIT_RULE } from '@contracts/credits';
import { plural } from '@web/lib/plural';
import { useTokens } from '@web/entities/credits/use-tokens';

export type Quote = { twins: number; matched: number; credits: number; modelCalls: number };

/** What a run will cost before it runs: its panel, its credits (none on a subscription) and its model calls. */
export function RunQuote({ quote, loading }: { quote: Quote | undefined; loading: boolean }) {
  const { isUnlimited } = useTokens();
  if (!quote)
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {loading ? 'Working out the panel and the cost...' : 'Cost: 1 credit.'}
      </Typography>
    );
  const panel =
    quote.matched > quote.twins
      ? `${plural(quote.twins, 'twin')} drawn from ${quote.matched.toLocaleString('en')} matching`
      : plural(quote.twins, 'twin');
  return (
    <Box role="status" data-testid="run-quote" sx={{ display: 'grid', gap: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {`${panel} · Cost: ${plural(quote.credits, 'credit')}${isUnlimited ? ' (covered by your subscription)' : ''}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {quote.modelCalls === 0
          ? 'Answered by the offline consumer model: no language-model calls.'
          : `${plural(quote.modelCalls, 'language-model call')}, queued and rate-limited. ${MODEL_CALL_CREDIT_RULE}`}
      </Typography>
    </Box>
  );
}
