// One name per research type, as users know it: every screen, the CSV's run_type and the PDF say the same.
import type { RecordType } from './feedback';

export const RECORD_TYPE_NAMES: Record<RecordType, string> = {
  'focus-group': 'Concept Test',
  interview: 'Interview',
  'image-ad': 'Ad Creative Test',
  image_analysis: 'Image Analysis',
  angel_pitch: 'Angel Pitch',
  brand360: 'Brand 360',
  pricing_study: 'Pricing Study',
  concept_comparison: 'Concept Comparison',
  feature_study: 'Feature Value Study',
};
