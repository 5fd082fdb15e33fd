import { useState, type FocusEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { HintTooltip } from '@web/components/hint-tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { format } from 'date-fns';
import { ProblemAlert } from '@web/components/problem-alert';
import { usePublishSnapshot, useRevokeSnapshot, useSnapshotLink } from './snapshot-link';

type Props = { feedbackId: string; open: boolean; onClose: () => void };

/** Publishes the run as a read-only public page, shows its link to copy, and revokes it. */
export function ShareSnapshotDialog({ feedbackId, open, onClose }: Props) {
  const link = useSnapshotLink(feedbackId, open);
  const publish = usePublishSnapshot(feedbackId);
  const revoke = useRevokeSnapshot(feedbackId);
  const [copied, setCopied] = useState(false);

  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="share-snapshot-title">
      <DialogTitle id="share-snapshot-title">Share this run</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          A public link shows this run as its page does (the brief, the results and every twin&apos;s answer),
          read-only. Anyone with the link can open it until you revoke it.
        </Typography>
        {link.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : link.data ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <TextField
              label="Public link"
              value={link.data.url}
              fullWidth
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
                },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <HintTooltip title={copied ? 'Copied' : 'Copy link'}>
                        <IconButton
                          aria-label="Copy link"
                          edge="end"
                          onClick={() => void copy(link.data!.url)}
                        >
                          <ContentCopyRounded />
                        </IconButton>
                      </HintTooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
              }}
            >
              <Typography variant="caption" color="text.secondary">
                Published {format(new Date(link.data.createdAt), 'MMM d, yyyy HH:mm')}
              </Typography>
              {/* Kept away from where 'Create public link' stood, so a double click cannot publish and revoke at once. */}
              <Button
                size="small"
                color="error"
                disabled={revoke.isPending}
                onClick={() => {
                  setCopied(false);
                  revoke.mutate();
                }}
              >
                {revoke.isPending ? 'Revoking…' : 'Revoke link'}
              </Button>
            </Box>
            {copied && (
              <Alert severity="success" role="status">
                Link copied.
              </Alert>
            )}
          </Box>
        ) : (
          !link.isError && <Typography variant="body2">This run is private.</Typography>
        )}
        <ProblemAlert error={link.error ?? publish.error ?? revoke.error} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!link.data && (
          <Button
            variant="contained"
            disabled={link.isPending || publish.isPending}
            onClick={() => publish.mutate()}
          >
            {publish.isPending ? 'Publishing…' : 'Create public link'}
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
