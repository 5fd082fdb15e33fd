import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

type Props = { title: string; secret: string; testId: string; onClose: () => void };

/** What the server shows once (an API key, a webhook's signing secret, an invitation link), with a copy button. */
export function ShownOnceSecret({ title, secret, testId, onClose }: Props) {
  const [copied, setCopied] = useState(false);
  return (
    <Alert severity="success" sx={{ mb: 3 }} role="status" onClose={onClose}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title} Copy it now: it is not shown again.
      </Typography>
      <Box
        component="code"
        sx={{ display: 'block', my: 1, wordBreak: 'break-all', fontSize: '0.85rem' }}
        data-testid={testId}
      >
        {secret}
      </Box>
      <Button
        size="small"
        variant="outlined"
        onClick={() => void navigator.clipboard.writeText(secret).then(() => setCopied(true))}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Alert>
  );
}
