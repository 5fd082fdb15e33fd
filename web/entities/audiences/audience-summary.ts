import { AUDIENCE_MAX_TWINS, type Audience } from '@contracts/audiences';

/** What was done with the file, as every screen says it: a twin per record, or a weighted summary. */
export function audienceModeText(audience: Pick<Audience, 'mode' | 'record_count' | 'twin_count'>): string {
  const records = audience.record_count.toLocaleString('en');
  return audience.mode === 'records'
    ? `One twin per record: ${audience.twin_count.toLocaleString('en')} twins from ${records} records.`
    : `Summarised: ${audience.twin_count.toLocaleString('en')} weighted twins (at most ${AUDIENCE_MAX_TWINS}) whose mix matches the file's ${records} records within 2 points.`;
}
