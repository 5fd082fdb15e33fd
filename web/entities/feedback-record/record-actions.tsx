import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import type { RecordType } from '@contracts/feedback';
import { MountOnceOpened } from '@web/components/mount-once-opened';
import { apiPath } from '@web/lib/api-client';
import { OpenRunButton } from './open-run-button';
import { ShareSnapshotDialog } from './share-snapshot-dialog';
import { useCanRun, VIEWER_REASON } from '@web/entities/workspaces/use-workspace';

/** The files a run downloads as: an image analysis has no twin answers, so no CSV rows; its PDF carries the reading. */
export const exportFormatsOf = (type: RecordType) =>
  type === 'image_analysis' ? (['pdf'] as const) : (['csv', 'pdf'] as const);

export const exportUrl = (feedbackId: string, format: 'csv' | 'pdf') =>
  `${apiPath('/api/feedback/{id}/export', { id: feedbackId })}?format=${format}`;

type Props = {
  record: { id: string; type: RecordType };
  /** Show Open (the run's page); the run page itself leaves it out. */
  withOpen?: boolean;
  size?: 'small' | 'medium';
  /** Names the run in the buttons' accessible names where several runs share a screen (history cards). */
  label?: string;
};

/** Open, Share and Export of one saved run, the same for every type wherever a run is shown. */
export function RecordActions({ record, withOpen = false, size = 'medium', label }: Props) {
  const [shareOpen, setShareOpen] = useState(false);
  // A viewer reads a workspace's runs but does not publish them.
  const canShare = useCanRun();
  const of = label ? ` ${label}` : '';
  return (
    <Box
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="record-actions"
    >
      {withOpen && <OpenRunButton feedbackId={record.id} label={label ?? 'the run page'} size={size} />}
      <Button
        variant="outlined"
        size={size}
        startIcon={<IosShareRounded fontSize="small" />}
        onClick={() => setShareOpen(true)}
        disabled={!canShare}
        title={canShare ? undefined : VIEWER_REASON}
        aria-label={`Share${of}`}
      >
        Share
      </Button>
      {exportFormatsOf(record.type).map((format) => (
        <Button
          key={format}
          variant="outlined"
          size={size}
          component="a"
          href={exportUrl(record.id, format)}
          download
          startIcon={<FileDownloadOutlined fontSize="small" />}
          aria-label={`Download${of} as ${format.toUpperCase()}`}
        >
          {format.toUpperCase()}
        </Button>
      ))}
      <MountOnceOpened open={shareOpen}>
        <ShareSnapshotDialog feedbackId={record.id} open={shareOpen} onClose={() => setShareOpen(false)} />
      </MountOnceOpened>
    </Box>
  );
}
