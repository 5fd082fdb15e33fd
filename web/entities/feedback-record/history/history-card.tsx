import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import type { FeedbackRecord, FeedbackRecordOf } from '@contracts/feedback-records';
import { RECORD_TYPE_NAMES } from '@contracts/record-type-names';
import { PRICING_METHOD_NAMES } from '@contracts/pricing-study';
import { sentimentItems, StackedBar } from '@web/components/analysis/distribution-bars';
import { plural } from '@web/lib/plural';
import { flatConcept } from '../history-selection';
import { RecordActions } from '../record-actions';
import { headlineOf, twinCountOf } from '../record-facts';
import { adKeyMessagesOf, interviewFactsOf, MAX_KEY_MESSAGE_CHIPS } from './history-card-facts';

const HISTORY_DATE_FORMAT = 'MMM d, yyyy HH:mm';

type Props = { record: FeedbackRecord; onSelect: (record: FeedbackRecord) => void };
type CardProps<Type extends FeedbackRecord['type']> = Props & { record: FeedbackRecordOf<Type> };

function CardFrame({
  title,
  record,
  meta,
  onSelect,
  children,
}: Props & { title: string; meta: ReactNode[]; children?: ReactNode }) {
  const headline = headlineOf(record);
  return (
    <Card component="li" sx={{ listStyle: 'none' }} data-testid="history-card">
      <CardActionArea onClick={() => onSelect(record)} sx={{ p: 2, display: 'block' }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography
            component="h3"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}
            className="history-card-title"
          >
            {title}
          </Typography>
          {headline && (
            <Chip
              size="small"
              color="primary"
              label={headline}
              data-testid="history-headline"
              sx={{ flexShrink: 0, fontWeight: 700, maxWidth: '55%' }}
            />
          )}
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1.5,
            rowGap: 0.25,
            mt: 0.5,
            color: 'text.secondary',
          }}
        >
          <Typography variant="body2" component="span">
            <time dateTime={record.created_at}>
              {format(new Date(record.created_at), HISTORY_DATE_FORMAT)}
            </time>
          </Typography>
          {meta.map((item, index) => (
            <Typography key={index} variant="body2" component="span">
              {item}
            </Typography>
          ))}
        </Box>
        {children}
      </CardActionArea>
      <CardActions sx={{ px: 2, pt: 0, pb: 1.5 }}>
        <RecordActions record={record} withOpen size="small" label={title} />
      </CardActions>
    </Card>
  );
}

function Chips({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, mt: 1.25, listStyle: 'none' }}
    >
      {items.map((item) => (
        <li key={item}>
          <Chip size="small" label={item} sx={{ maxWidth: '100%' }} />
        </li>
      ))}
    </Box>
  );
}

function ImageAdCard(props: Props) {
  const { record } = props;
  const { sentimentPercent: percent, sentimentDistribution: distribution } = record.summary;
  const keyMessages = adKeyMessagesOf(record);
  return (
    <CardFrame
      {...props}
      title={flatConcept(record) || 'Image Ad Test'}
      meta={[plural(record.selected_personas.length, 'digital twin'), RECORD_TYPE_NAMES[record.type]]}
    >
      {percent !== null && (
        <Box sx={{ mt: 1.25 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            Overall sentiment: <strong>{percent}%</strong>
          </Typography>
          {distribution && (
            <StackedBar label="Sentiment" items={sentimentItems(distribution)} legend={false} height={8} />
          )}
        </Box>
      )}
      <Chips items={keyMessages.slice(0, MAX_KEY_MESSAGE_CHIPS)} label="Key messages" />
    </CardFrame>
  );
}

function InterviewCard(props: CardProps<'interview'>) {
  const { record } = props;
  const facts = interviewFactsOf(record);
  return (
    <CardFrame
      {...props}
      title={flatConcept(record) || 'Interview Conversation'}
      meta={[facts.personaName, plural(facts.messageCount, 'message')].filter(Boolean)}
    >
      <Typography variant="body2" sx={{ mt: 1 }}>
        {facts.summary ?? 'Conversation with Digital Twin'}
      </Typography>
      {facts.messageCount > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {`${facts.questions} questions · ${facts.answers} responses`}
        </Typography>
      )}
      <Chips items={facts.topics} label="Topics" />
    </CardFrame>
  );
}

function ConceptTestCard(props: Props) {
  const { record } = props;
  return (
    <CardFrame
      {...props}
      title={flatConcept(record) || 'Concept Test'}
      meta={[plural(record.selected_personas.length, 'digital twin')]}
    >
      <Typography variant="body2" sx={{ mt: 1 }}>
        {`Analysis of audience responses with ${record.responses.length} detailed feedback entries.`}
      </Typography>
    </CardFrame>
  );
}

function AngelPitchCard(props: CardProps<'angel_pitch'>) {
  const { record } = props;
  const analysis = record.overall_analysis;
  return (
    <CardFrame
      {...props}
      title={flatConcept(record) || RECORD_TYPE_NAMES.angel_pitch}
      meta={[plural(twinCountOf(record), 'investor'), RECORD_TYPE_NAMES.angel_pitch]}
    >
      {analysis && 'summary' in analysis && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {analysis.summary}
        </Typography>
      )}
    </CardFrame>
  );
}

function BrandStudyCard(props: CardProps<'brand360'>) {
  const { record } = props;
  return (
    <CardFrame
      {...props}
      title={record.concept_details?.name ?? (flatConcept(record) || RECORD_TYPE_NAMES.brand360)}
      meta={[plural(twinCountOf(record), 'digital twin'), RECORD_TYPE_NAMES.brand360]}
    >
      {record.concept_details && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {`${record.concept_details.category} · vs ${record.concept_details.competitors.join(', ')}`}
        </Typography>
      )}
    </CardFrame>
  );
}

function PricingStudyCard(props: CardProps<'pricing_study'>) {
  const { record } = props;
  const analysis = record.overall_analysis;
  return (
    <CardFrame
      {...props}
      title={flatConcept(record) || RECORD_TYPE_NAMES.pricing_study}
      meta={[
        plural(twinCountOf(record), 'digital twin'),
        analysis ? PRICING_METHOD_NAMES[analysis.method] : RECORD_TYPE_NAMES.pricing_study,
      ]}
    >
      {analysis && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {analysis.summary}
        </Typography>
      )}
    </CardFrame>
  );
}

function ConceptComparisonCard(props: CardProps<'concept_comparison'>) {
  const { record } = props;
  return (
    <CardFrame
      {...props}
      title={flatConcept(record) || RECORD_TYPE_NAMES.concept_comparison}
      meta={[
        plural(twinCountOf(record), 'digital twin'),
        plural(record.variants.length, 'variant'),
        RECORD_TYPE_NAMES.concept_comparison,
      ]}
    >
      {record.overall_analysis && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {record.overall_analysis.summary}
        </Typography>
      )}
    </CardFrame>
  );
}

function FeatureStudyCard(props: CardProps<'feature_study'>) {
  const { record } = props;
  return (
    <CardFrame
      {...props}
      title={flatConcept(record) || RECORD_TYPE_NAMES.feature_study}
      meta={[
        plural(twinCountOf(record), 'digital twin'),
        plural(record.importance.filter((i) => !i.isPrice).length, 'attribute'),
        RECORD_TYPE_NAMES.feature_study,
      ]}
    >
      {record.overall_analysis && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {record.overall_analysis.summary}
        </Typography>
      )}
    </CardFrame>
  );
}

const CARDS: { [Type in FeedbackRecord['type']]: (props: CardProps<Type>) => ReactNode } = {
  interview: InterviewCard,
  // image_analysis records share the image-ad card, as the spec's history lookup shares their list.
  'image-ad': ImageAdCard,
  image_analysis: ImageAdCard,
  'focus-group': ConceptTestCard,
  angel_pitch: AngelPitchCard,
  brand360: BrandStudyCard,
  pricing_study: PricingStudyCard,
  concept_comparison: ConceptComparisonCard,
  feature_study: FeatureStudyCard,
};

/**
 * One saved run in a history list, drawn by the record's own type, with its headline figure and actions; picking it
 * hands back the record it was given, with its own type.
 */
export function HistoryCard<Record extends FeedbackRecord>(props: {
  record: Record;
  onSelect: (record: Record) => void;
}) {
  const Draw = CARDS[props.record.type] as (props: Props) => ReactNode;
  return <Draw {...(props as unknown as Props)} />;
}
