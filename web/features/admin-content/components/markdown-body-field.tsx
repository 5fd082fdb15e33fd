import { useDeferredValue, useState, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MarkdownView } from '@web/components/markdown-view';

type Props = { value: string; error?: string; inputProps: Omit<ComponentProps<typeof TextField>, 'value'> };

const paneHeight = { xs: 420, md: 560 };

/** Markdown source and its live preview (the public page's renderer): side by side on wide screens, as tabs on narrow ones. */
export function MarkdownBodyField({ value, error, inputProps }: Props) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const preview = useDeferredValue(value);
  const showEditor = wide || tab === 'write';
  const showPreview = wide || tab === 'preview';

  return (
    <Box>
      {!wide && (
        <Tabs
          value={tab}
          onChange={(_, next: 'write' | 'preview') => setTab(next)}
          sx={{ mb: 2 }}
          aria-label="Body view"
        >
          <Tab value="write" label="Write" />
          <Tab value="preview" label="Preview" />
        </Tabs>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Box sx={{ display: showEditor ? 'block' : 'none' }}>
          <TextField
            {...inputProps}
            label="Body (Markdown)"
            multiline
            minRows={16}
            error={Boolean(error)}
            helperText={
              error ??
              '# Heading, **bold**, - lists, [links](https://…), ![images](https://…). HTML is not rendered.'
            }
            sx={{
              '& .MuiInputBase-root': { alignItems: 'flex-start', height: paneHeight, overflow: 'auto' },
              '& textarea': {
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                fontSize: 14,
                lineHeight: 1.6,
              },
            }}
          />
        </Box>
        <Box
          role="region"
          aria-label="Preview"
          sx={{
            display: showPreview ? 'block' : 'none',
            height: paneHeight,
            overflow: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1.25,
            p: { xs: 2, md: 3 },
            bgcolor: 'background.paper',
          }}
        >
          {wide && (
            <Typography variant="overline" color="text.secondary" component="p" sx={{ mb: 1 }}>
              Preview
            </Typography>
          )}
          {preview.trim() ? (
            <MarkdownView markdown={preview} />
          ) : (
            <Typography color="text.secondary">Nothing to preview yet.</Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
