import { useEffect, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { HintTooltip } from '@web/components/hint-tooltip';
import Typography from '@mui/material/Typography';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import History from '@mui/icons-material/History';
import ImageSearch from '@mui/icons-material/ImageSearchOutlined';
import { AD_IMAGE_TYPES, AD_TEXT_MAX_LENGTH } from '@contracts/image-ad';
import { imageFileProblem } from '@web/components/image-file-problem';
import type { Persona } from '@contracts/personas';
import { PanelStep } from '@web/components/panel-step';
import { SelectTwinsControl } from '@web/components/select-twins-control';
import type { ImageAdRunRequest } from '../api/run-image-ad-stream';
import type { ImageAnalysisRequest } from '../api/run-image-analysis-stream';
import { useCanRun } from '@web/entities/workspaces/use-workspace';

export const AD_FILE_HINT = 'PNG, JPEG or WebP, at most 5 MB';

export function adGenerateTooltip({
  loading,
  twinCount,
  hasImage,
}: {
  loading: boolean;
  twinCount: number;
  hasImage: boolean;
}): string {
  if (loading) return 'Analysis in progress...';
  if (!hasImage) return 'Upload an ad image first (Cost: 1 Credit)';
  if (twinCount === 0) return 'Select at least one Digital Twin (Cost: 1 Credit)';
  return 'Generate Analysis (Cost: 1 Credit)';
}

type Props = {
  twins: Persona[];
  loading: boolean;
  /** The run in progress is an image analysis (free), not a test with twins. */
  analysing: boolean;
  onGenerate: (request: Omit<ImageAdRunRequest, 'filters'>, previewUrl: string) => void;
  /** Reads the image alone: its words, offer and look, without twins and without a credit. */
  onAnalyse: (request: ImageAnalysisRequest, previewUrl: string) => void;
  onOpenHistory: () => void;
  onOpenTwinSelection: () => void;
};

const Step = (props: Omit<Parameters<typeof PanelStep>[0], 'id'>) => <PanelStep id="ad-step" {...props} />;

/** The Ad Creative Test sidebar panel: upload the ad, add its copy, select digital twins, generate. */
export function ImageAdPanel({
  twins,
  loading,
  analysing,
  onGenerate,
  onAnalyse,
  onOpenHistory,
  onOpenTwinSelection,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [adCopy, setAdCopy] = useState('');
  const [callToAction, setCallToAction] = useState('');
  const [targetContext, setTargetContext] = useState('');
  const canRun = useCanRun();
  const canGenerate = canRun && !loading && twins.length > 0 && file !== null;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const refused = imageFileProblem(picked);
    setProblem(refused);
    setFile(refused ? null : picked);
    setPreview(refused ? null : URL.createObjectURL(picked));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  };

  const generate = () => {
    if (!canGenerate || !preview) return;
    onGenerate(
      { image: file, personaIds: twins.map((twin) => twin.id), adCopy, callToAction, targetContext },
      preview,
    );
  };
  const analyse = () => {
    if (loading || !file || !preview) return;
    onAnalyse({ image: file, adCopy, callToAction, targetContext }, preview);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="image-ad-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h2" variant="h6">
          Ad Creative Test
        </Typography>
        <Button size="small" variant="outlined" startIcon={<History />} onClick={onOpenHistory}>
          History
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
        Twins react to your ad as they would in their feed. The image is read on our server; it is never sent
        to a third party unless a vision model is configured.
      </Typography>

      <Step number={1} title="Upload your ad">
        <Box
          role="button"
          tabIndex={0}
          // Without a file the zone's own words name it; with one, the picture has no words to say which file it is.
          aria-label={file ? `Ad image ${file.name}; choose another` : undefined}
          onClick={() => input.current?.click()}
          onKeyDown={(event) =>
            (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), input.current?.click())
          }
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 2.5,
            bgcolor: dragging ? 'rgba(79,70,229,0.06)' : 'background.paper',
            p: preview ? 1 : 2.5,
            display: 'grid',
            placeItems: 'center',
            gap: 0.5,
            cursor: 'pointer',
            textAlign: 'center',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt="Your ad"
              sx={{ maxWidth: '100%', maxHeight: 220, borderRadius: 1.5, objectFit: 'contain' }}
            />
          ) : (
            <>
              <AddPhotoAlternate color="primary" />
              <Typography sx={{ fontWeight: 600 }}>Drop your ad here or choose a file</Typography>
              <Typography variant="caption" color="text.secondary">
                {AD_FILE_HINT}
              </Typography>
            </>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          hidden
          accept={AD_IMAGE_TYPES.join(',')}
          data-testid="ad-file-input"
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {file && (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {file.name} · {(file.size / 1024).toFixed(0)} KB
          </Typography>
        )}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
      </Step>

      <Step number={2} title="Add its words (optional)">
        <TextField
          label="Ad copy"
          multiline
          minRows={2}
          value={adCopy}
          onChange={(event) => setAdCopy(event.target.value)}
          placeholder="Text that runs beside the image, e.g. the post caption"
          slotProps={{ htmlInput: { maxLength: AD_TEXT_MAX_LENGTH } }}
        />
        <TextField
          label="Call to action"
          value={callToAction}
          onChange={(event) => setCallToAction(event.target.value)}
          placeholder="Shop now"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Where it runs (target context)"
          value={targetContext}
          onChange={(event) => setTargetContext(event.target.value)}
          placeholder="Instagram feed, runners in Amsterdam"
          slotProps={{ htmlInput: { maxLength: AD_TEXT_MAX_LENGTH } }}
        />
      </Step>

      <Step number={3} title="Select digital twins">
        <SelectTwinsControl twins={twins} onOpen={onOpenTwinSelection} />
      </Step>

      <Step number={4} title="Generate the analysis">
        <HintTooltip title={adGenerateTooltip({ loading, twinCount: twins.length, hasImage: file !== null })}>
          <span>
            <Button
              variant="contained"
              size="large"
              fullWidth
              startIcon={<AutoAwesome />}
              disabled={!canGenerate}
              onClick={generate}
            >
              {loading && !analysing ? 'Generating...' : 'Generate Analysis'}
            </Button>
          </span>
        </HintTooltip>
        <Button
          variant="text"
          fullWidth
          startIcon={<ImageSearch />}
          disabled={loading || !file}
          onClick={analyse}
          aria-describedby="analyse-only-hint"
        >
          {analysing ? 'Reading the image...' : 'Analyse the image only (free)'}
        </Button>
        <Typography id="analyse-only-hint" variant="caption" color="text.secondary" sx={{ mt: -1 }}>
          {file
            ? 'Reads what the image says and shows, without twins. No credit is used.'
            : 'Upload an ad image first to read it without twins, free of charge.'}
        </Typography>
      </Step>
    </Box>
  );
}
