import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import {
  BRAND_DIMENSIONS,
  BRAND_DIMENSION_LABELS,
  type BrandDimension,
  type BrandFinding,
} from '@contracts/brand-study';
import { PersonaAvatar } from '@web/components/persona-avatar';
import { usePersonasByIds } from '@web/entities/personas/use-personas-by-ids';
import type { RecordViewProps } from '@web/entities/feedback-record/record-views/record-content';

const SERIES_COLOURS = ['#4f46e5', '#f59e0b', '#10b981', '#ef4444', '#0ea5e9', '#a855f7'];
const SHORT_LABELS: Record<BrandDimension, string> = {
  awareness: 'Awareness',
  associations: 'Associations',
  trust: 'Trust',
  value: 'Value',
  fit: 'Fit',
};
const SENTIMENT_COLOUR = { positive: 'success', neutral: 'default', negative: 'error' } as const;

function Findings({
  title,
  findings,
  tone,
}: {
  title: string;
  findings: BrandFinding[];
  tone: 'success' | 'warning';
}) {
  return (
    <Card variant="outlined" sx={{ p: 2, borderColor: `${tone}.light` }}>
      <Typography component="h3" sx={{ fontWeight: 700, color: `${tone}.dark` }}>
        {title}
      </Typography>
      {findings.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          None stands out.
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {findings.map((finding) => (
            <Typography component="li" variant="body2" key={finding.dimension} sx={{ mt: 0.5 }}>
              {finding.text}
            </Typography>
          ))}
        </Box>
      )}
    </Card>
  );
}

/** A perception study: the radar of every brand's mean ratings, strengths and risks, then each twin's ratings and reasons. */
export function BrandStudyView({ record }: RecordViewProps<'brand360'>) {
  const { byId } = usePersonasByIds(record.responses.map((response) => response.personaId));
  const analysis = record.overall_analysis;
  if (!analysis) return <Alert severity="error">This study's results could not be read.</Alert>;
  const { brands, strengths, risks, brand, twinCount, basisNote } = analysis;
  // Short axis names keep the labels inside a phone-wide chart; the table and the cards spell them out.
  const metrics = BRAND_DIMENSIONS.map((d) => SHORT_LABELS[d]);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="brand-study-results">
      <Card variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Typography component="h2" variant="h6">
          Perception map
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Mean ratings of {twinCount} {twinCount === 1 ? 'twin' : 'twins'}, 0–100, for {brand} and its
          competitors.
        </Typography>
        <Box data-testid="perception-radar" sx={{ mt: 1 }}>
          <RadarChart
            height={340}
            margin={{ top: 30, bottom: 30, left: 80, right: 80 }}
            radar={{ max: 100, metrics }}
            series={brands.map((b, index) => ({
              label: b.isOwn ? `${b.brand} (you)` : b.brand,
              data: BRAND_DIMENSIONS.map((d) => b.scores[d]),
              color: SERIES_COLOURS[index % SERIES_COLOURS.length],
              fillArea: b.isOwn,
            }))}
          />
        </Box>
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Box
            component="table"
            sx={{
              width: '100%',
              borderCollapse: 'collapse',
              fontSize: 14,
              '& th, & td': {
                p: 0.75,
                textAlign: 'right',
                whiteSpace: 'nowrap',
                borderBottom: 1,
                borderColor: 'divider',
              },
              '& tr > :first-child': { textAlign: 'left' },
            }}
          >
            <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
              Scores by brand
            </caption>
            <thead>
              <tr>
                <th scope="col">Brand</th>
                {BRAND_DIMENSIONS.map((d) => (
                  <th scope="col" key={d}>
                    {SHORT_LABELS[d]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {brands.map((b) => (
                <tr key={b.brand}>
                  <th scope="row" style={{ fontWeight: b.isOwn ? 700 : 400 }}>
                    {b.brand}
                    {b.basis === 'none' && (
                      <Typography component="span" variant="caption" color="text.secondary">
                        {' '}
                        (name only{b.spread === undefined ? '' : `, ±${Math.round(b.spread)}`})
                      </Typography>
                    )}
                  </th>
                  {BRAND_DIMENSIONS.map((d) => (
                    <td key={d}>{b.scores[d]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </Card>

      {basisNote && (
        <Alert severity="info" data-testid="brand-rating-basis">
          {basisNote}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Findings title="Strengths" findings={strengths} tone="success" />
        <Findings title="Risks" findings={risks} tone="warning" />
      </Box>

      <Typography component="h2" variant="h6">
        What each twin said
      </Typography>
      {record.responses.map((response) => {
        const detail = response.detailed;
        const own = detail?.ratings.find((rating) => rating.isOwn) ?? detail?.ratings[0];
        if (!detail || !own) return null;
        const twin = byId.get(response.personaId);
        return (
          <Card key={response.personaId} variant="outlined" sx={{ p: 2 }} data-testid="brand-twin-answer">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <PersonaAvatar
                persona={{ name: detail.personaName, profile_image: twin?.profile_image ?? '' }}
                size={36}
              />
              <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>{detail.personaName}</Typography>
              <Chip size="small" label={detail.sentiment} color={SENTIMENT_COLOUR[detail.sentiment]} />
            </Box>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1.5 }}
              aria-label={`${detail.personaName}'s ratings of ${own.brand}`}
            >
              {BRAND_DIMENSIONS.map((d) => (
                <Chip
                  key={d}
                  size="small"
                  variant="outlined"
                  label={`${BRAND_DIMENSION_LABELS[d]}: ${own.scores[d]}`}
                />
              ))}
            </Box>
            {detail.ratings.some((rating) => rating.associations.length > 0) && (
              <Box sx={{ mt: 1.5, display: 'grid', gap: 0.5 }} data-testid="brand-associations">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  What each brand brings to mind
                </Typography>
                {detail.ratings.map((rating) => (
                  <Typography key={rating.brand} variant="body2" color="text.secondary">
                    <Box
                      component="span"
                      sx={{ fontWeight: rating.isOwn ? 700 : 500, color: 'text.primary' }}
                    >
                      {rating.brand}:
                    </Box>{' '}
                    {rating.associations.length > 0
                      ? rating.associations.join(', ')
                      : 'nothing in particular'}
                  </Typography>
                ))}
              </Box>
            )}
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 1.5,
                display: 'grid',
                gap: 0.75,
                '& dt': { fontWeight: 600, fontSize: 13 },
                '& dd': { m: 0, fontSize: 14, color: 'text.secondary' },
              }}
            >
              {BRAND_DIMENSIONS.map((d) => (
                <Box key={d}>
                  <dt>{BRAND_DIMENSION_LABELS[d]}</dt>
                  <dd>{detail.reasons[d]}</dd>
                </Box>
              ))}
              <Box>
                <dt>Against the competitors</dt>
                <dd>{detail.comparison}</dd>
              </Box>
            </Box>
          </Card>
        );
      })}
    </Box>
  );
}
