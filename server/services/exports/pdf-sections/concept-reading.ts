import { readingLines, type RunReading } from '@contracts/concept-reading';
import { bullets, heading, note, type Pdf } from './pdf-kit';

/** What the twins understood of the concept, with what the user corrected before the run. */
export function conceptReadingPdf(doc: Pdf, reading: RunReading) {
  heading(doc, 'What the twins understood');
  bullets(
    doc,
    readingLines(reading).map((line) => `${line.label}: ${line.text}`),
  );
  if (reading.corrections) note(doc, `Corrected before the run: ${correctionWords(reading)}.`);
}

/** 'the category and the usual price', as the user corrected them. */
export function correctionWords(reading: RunReading): string {
  const parts = [
    ...(reading.corrections?.categoryId ? ['the category'] : []),
    ...(reading.corrections?.usualPrice ? ['the usual price'] : []),
  ];
  return parts.join(' and ');
}
