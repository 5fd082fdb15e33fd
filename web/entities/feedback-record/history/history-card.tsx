import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import type { RecordType } from '@contracts/feedback';
import type { FeedbackRecord } from '@contracts/feedback-records';
import { RecordActions } from '../record-actions';
import { useHeadline, useRecordTypeDescriptor, type RecordTypeDescriptor } from '../record-type-descriptor';

const HISTORY_DATE_FORMAT = 'MMM d, yyyy HH:mm';

type Props = { record: FeedbackRecord; onSelect: (record: FeedbackRecord) => void };

/**
 * A history card's frame, the same for every type: its title and headline figure, the run's date and the type's own
 * facts, what the type adds below them, and the record's actions.
 */
export function HistoryCardFrame({
  title,
  record,
  meta,
  onSelect,
  children,
}: Props & { title: string; meta: ReactNode[]; children?: ReactNode }) {
  const headline = useHeadline(record);
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

/** A card's short list of words: an ad's key messages, an interview's topics. */
export function HistoryChips({ items, label }: { items: string[]; label: string }) {
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

/**
 * One saved run in a history list, drawn by the record's own type, with its headline figure and actions; picking it
 * hands back the record it was given, with its own type.
 */
export function HistoryCard<Record extends FeedbackRecord>(props: {
  record: Record;
  onSelect: (record: Record) => void;
}) {
  const { HistoryCard: Draw } = useRecordTypeDescriptor(
    props.record.type,
  ) as RecordTypeDescriptor<RecordType>;
  return <Draw {...(props as unknown as Props)} />;
}
