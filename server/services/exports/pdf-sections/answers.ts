import { FONTS, heading, INK, MUTED, type Pdf } from './pdf-kit';
import type { AnswerRow } from '../answer-rows';

/** Every twin answer: who answered, the type's figures for it, the question it answers and its words. */
export function answersSection(
  doc: Pdf,
  rows: AnswerRow[],
  figuresOf: (row: AnswerRow) => Array<string | null | undefined>,
  title = 'Answers',
) {
  if (rows.length === 0) return;
  heading(doc, title);
  for (const row of rows) {
    const { persona, response } = row;
    const who = [
      persona?.name ?? response.personaName ?? 'Digital twin',
      persona ? `${persona.age}, ${persona.occupation}, ${persona.location}` : null,
      row.turn === 'answer' ? null : row.turn,
    ]
      .filter(Boolean)
      .join(' · ');
    const figures = row.turn === 'answer' ? figuresOf(row).filter(Boolean) : [];
    doc.moveDown(0.4).font(FONTS.bold).fontSize(10.5).fillColor(INK).text(who);
    if (figures.length) doc.font(FONTS.regular).fontSize(9.5).fillColor(MUTED).text(figures.join(' · '));
    if (row.question) doc.font(FONTS.italic).fontSize(10).fillColor(MUTED).text(`Q: ${row.question}`);
    doc.font(FONTS.regular).fontSize(10.5).fillColor(INK).text(row.text, { paragraphGap: 2 });
  }
}

const numberOr = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A concept or ad test answer's sentiment, interest and purchase intent. */
export function ratingFigures({ response }: AnswerRow): string[] {
  const detail = ('detailed' in response && response.detailed ? response.detailed : {}) as Record<
    string,
    unknown
  >;
  const interest =
    numberOr(detail.interestLevel) ??
    numberOr((detail.concept as Record<string, unknown> | undefined)?.interestLevel);
  const intent = numberOr((detail.purchaseIntent as Record<string, unknown> | undefined)?.expected);
  return [
    typeof detail.sentiment === 'string' ? detail.sentiment : null,
    interest !== undefined ? `interest ${interest}/5` : null,
    intent !== undefined ? `intent ${intent.toFixed(1)}/5` : null,
  ].filter((item): item is string => item !== null);
}
