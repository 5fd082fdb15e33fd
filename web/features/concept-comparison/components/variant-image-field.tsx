import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { AD_IMAGE_TYPES } from '@contracts/image-ad';
import { imageFileProblem } from '@web/components/image-file-problem';

type Props = {
  /** 'Variant A', … */
  label: string;
  file: File | null;
  /** The server's refusal of this image, if any. */
  error?: string;
  onChange: (file: File | null) => void;
};

/** A variant's optional image: choose (a real button, so the keyboard reaches it), preview, remove. */
export function VariantImageField({ label, file, error, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const problem = refused ?? error;

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const why = imageFileProblem(picked);
    setRefused(why);
    if (!why) onChange(picked);
  };

  return (
    <Box sx={{ display: 'grid', gap: 0.75 }} data-testid="variant-image">
      <input
        ref={input}
        type="file"
        hidden
        accept={AD_IMAGE_TYPES.join(',')}
        aria-label={`${label} image file`}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {file && preview ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
          <Box
            component="img"
            src={preview}
            alt={`${label} image preview`}
            sx={{
              width: 64,
              height: 64,
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              flexShrink: 0,
            }}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" noWrap title={file.name}>
              {file.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {`${(file.size / 1024).toFixed(0)} KB · read by the ad reader`}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', ml: -0.75 }}>
              <Button
                size="small"
                aria-label={`Replace ${label} image`}
                onClick={() => input.current?.click()}
              >
                Replace
              </Button>
              <Button
                size="small"
                color="inherit"
                startIcon={<DeleteOutline />}
                aria-label={`Remove ${label} image`}
                onClick={() => {
                  setRefused(null);
                  onChange(null);
                }}
              >
                Remove
              </Button>
            </Box>
          </Box>
        </Box>
      ) : (
        <Button
          size="small"
          startIcon={<AddPhotoAlternate />}
          sx={{ justifySelf: 'start' }}
          aria-label={`Add an image to ${label} (optional)`}
          aria-describedby={problem ? errorId : undefined}
          onClick={() => input.current?.click()}
        >
          Add an image (optional)
        </Button>
      )}
      {problem && (
        <Typography id={errorId} role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      )}
    </Box>
  );
}
