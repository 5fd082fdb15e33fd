import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import { UPLOAD_MAX_BYTES } from '@contracts/content';
import { errorMessage } from '@web/lib/api-client';
import { uploadCoverImage } from '../api/upload-cover-image';

type Props = { value: string | null; onChange: (url: string | null) => void };

type Upload = { preview: string; percent: number } | null;

/** Uploads a cover (PNG, JPEG or WebP up to 5 MB), shows it while and after it uploads, and the server's error if refused. */
export function CoverImageField({ value, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > UPLOAD_MAX_BYTES) {
      setError('Images can be at most 5 MB.');
      return;
    }
    const preview = URL.createObjectURL(file);
    abort.current = new AbortController();
    setUpload({ preview, percent: 0 });
    try {
      const result = await uploadCoverImage(
        file,
        (percent) => setUpload({ preview, percent }),
        abort.current.signal,
      );
      onChange(result.url);
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === 'AbortError'))
        setError(errorMessage(failure));
    } finally {
      URL.revokeObjectURL(preview);
      setUpload(null);
    }
  };

  const shown = upload?.preview ?? value;
  return (
    <Box>
      <Box
        sx={{
          aspectRatio: '16 / 9',
          borderRadius: 1.2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderStyle: shown ? 'solid' : 'dashed',
          bgcolor: '#f8fafc',
          display: 'grid',
          placeItems: 'center',
          position: 'relative',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt="Cover preview"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: upload ? 0.6 : 1 }}
          />
        ) : (
          <Box sx={{ textAlign: 'center', color: 'text.secondary', p: 2 }}>
            <ImageOutlined sx={{ fontSize: 36, opacity: 0.6 }} />
            <Typography variant="body2">No cover image</Typography>
          </Box>
        )}
      </Box>
      {upload && (
        <Box sx={{ mt: 1.5 }} role="status" aria-live="polite">
          <LinearProgress variant="determinate" value={upload.percent} aria-label="Upload progress" />
          <Typography variant="caption" color="text.secondary">
            Uploading… {upload.percent}%
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
          disabled={Boolean(upload)}
        >
          {value ? 'Replace image' : 'Upload image'}
        </Button>
        {value && !upload && (
          <Button color="inherit" startIcon={<DeleteOutlined />} onClick={() => onChange(null)}>
            Remove
          </Button>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        PNG, JPEG or WebP, at most 5 MB. Shown at 16:9.
      </Typography>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        aria-label="Cover image file"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
