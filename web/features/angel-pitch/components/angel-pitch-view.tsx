import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PersonaAvatar } from '@web/components/persona-avatar';
import { usePersonasByIds } from '@web/entities/personas/use-personas-by-ids';
import type { RecordViewProps } from '@web/entities/feedback-record/record-views/record-content';

const VERDICT = {
  invest: { label: 'Invest', color: 'success' },
  pass: { label: 'Pass', color: 'error' },
  split: { label: 'Split', color: 'warning' },
} as const;
const money = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

function ReasonList({ title, reasons }: { title: string; reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {reasons.map((reason) => (
          <Typography component="li" variant="body2" key={reason}>
            {reason}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** An angel pitch's verdict, the reasons each way, then every investor twin's decision. */
export function AngelPitchView({ record }: RecordViewProps<'angel_pitch'>) {
  const { byId } = usePersonasByIds(record.responses.map((response) => response.personaId));
  const analysis = record.overall_analysis;
  if (!analysis || !('verdict' in analysis))
    return <Alert severity="warning">The analysis of this pitch was not generated.</Alert>;
  const { verdict, summary, askEur, valuationEur, reasonsToInvest, reasonsToPass } = analysis;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="angel-pitch-results">
      <Card variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6">
            Panel verdict
          </Typography>
          <Chip label={VERDICT[verdict].label} color={VERDICT[verdict].color} data-testid="angel-verdict" />
        </Box>
        <Typography data-testid="angel-verdict-summary">{summary}</Typography>
        {(askEur !== null || valuationEur !== null) && (
          <Typography variant="body2" color="text.secondary">
            {askEur !== null ? `Ask ${money.format(askEur)}` : 'No ask stated'}
            {valuationEur !== null ? ` at a ${money.format(valuationEur)} valuation` : ''}
            {askEur !== null && valuationEur !== null
              ? ` (${Math.round((100 * askEur) / valuationEur)}% of the company)`
              : ''}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ReasonList title="Why investors would invest" reasons={reasonsToInvest} />
          <ReasonList title="Why investors would pass" reasons={reasonsToPass} />
        </Box>
      </Card>
      <Typography component="h2" variant="h6">
        The investors
      </Typography>
      {record.responses.map((response) => {
        if (!response.detailed) return null;
        const { personaName, investor, decision, reasons } = response.detailed;
        const twin = byId.get(response.personaId);
        return (
          <Card key={response.personaId} variant="outlined" sx={{ p: 2 }} data-testid="investor-answer">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <PersonaAvatar
                persona={{ name: personaName, profile_image: twin?.profile_image ?? '' }}
                size={36}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{personaName}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                  {investor.role} · {investor.riskAppetite} risk appetite
                </Typography>
              </Box>
              <Chip
                size="small"
                label={decision === 'invest' ? 'Invest' : 'Pass'}
                color={decision === 'invest' ? 'success' : 'default'}
              />
            </Box>
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              {response.text}
            </Typography>
            {reasons.length > 0 && (
              <Box component="ul" aria-label={`${personaName}'s reasons`} sx={{ m: 0, mt: 1, pl: 2.5 }}>
                {reasons.map((reason) => (
                  <Typography component="li" variant="body2" color="text.secondary" key={reason}>
                    {reason}
                  </Typography>
                ))}
              </Box>
            )}
          </Card>
        );
      })}
    </Box>
  );
}
