import { colourFamilies } from '@contracts/image-ad';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import {
  barChart,
  BRAND,
  bullets,
  heading,
  note,
  paragraph,
  type Pdf,
} from '../../services/exports/pdf-sections/pdf-kit';

/** An image analysis: what the image says (its words and the offer in them) and what it shows (its measured look). */
export function imageAnalysisPdf(doc: Pdf, record: FeedbackRecordOf<'image_analysis'>) {
  if (!record.overall_analysis) {
    note(doc, 'This image analysis was saved without its reading.');
    return;
  }
  const { adReading, message, observations } = record.overall_analysis;
  heading(doc, 'What the image says');
  paragraph(
    doc,
    [
      message.headline ? `At a glance: ${message.headline}` : 'No words were found in the image.',
      `Reads as: ${message.productName ? `${message.productName}, ` : ''}${message.category}`,
      message.price ? `Price: ${message.price}` : null,
      message.discount ? `Discount: ${message.discount}` : null,
      message.claims.length ? `Claims: ${message.claims.join('; ')}` : null,
      message.audiences.length ? `For: ${message.audiences.join('; ')}` : null,
      message.missing.length ? `Leaves out: ${message.missing.join(', ')}` : null,
      `Specificity ${Math.round(message.specificity)}/100`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  if (adReading.text) {
    doc.moveDown(0.4);
    note(
      doc,
      `Text read (${Math.round(adReading.textConfidence)}% confidence): ${adReading.text.replace(/\n/g, ' / ')}`,
    );
  }
  heading(doc, 'What it shows');
  const { measures } = adReading;
  barChart(
    doc,
    (['brightness', 'contrast', 'colourfulness', 'textCoverage', 'clutter'] as const).map((key) => ({
      label: key === 'textCoverage' ? 'Text coverage' : key[0]!.toUpperCase() + key.slice(1),
      value: measures[key],
      colour: BRAND,
    })),
  );
  if (measures.dominantColours.length)
    paragraph(
      doc,
      `Dominant colours: ${colourFamilies(measures.dominantColours)
        .map((c) => `${c.name} ${Math.round(c.share)}%`)
        .join(', ')}`,
      10.5,
    );
  if (observations.length) {
    doc.moveDown(0.4);
    bullets(doc, observations);
  }
}
