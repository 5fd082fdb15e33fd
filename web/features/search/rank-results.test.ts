import { describe, expect, it } from 'vitest';
import { normalise, rankResults, type SearchDocument } from './rank-results';

const doc = (
  title: string,
  summary = '',
  keywords: string[] = [],
  href = `/${title.toLowerCase().replace(/\W+/g, '-')}`,
): SearchDocument => ({
  href,
  title,
  summary,
  keywords,
  kind: 'Page',
});

describe('rankResults', () => {
  const documents = [
    doc('Pricing', 'Each analysis costs 1 credit.', ['plans', 'subscription']),
    doc('Methodology', 'How the twins are built and how accuracy is measured.', ['validation', '85%']),
    doc('Cookie policy', 'The session cookie and local storage.', ['analytics']),
    doc('Privacy policy', 'Personal data and sub-processors.', ['Stripe']),
    doc('Measuring price sensitivity', 'A guide to pricing research with twins.', [], '/resources/price'),
  ];

  it('returns nothing for an empty or blank query', () => {
    expect(rankResults('', documents)).toEqual([]);
    expect(rankResults('  ?! ', documents)).toEqual([]);
  });

  it('matches word prefixes as you type', () => {
    expect(rankResults('meth', documents).map((r) => r.title)).toEqual(['Methodology']);
  });

  it('ranks a title match above keyword and summary matches', () => {
    const titles = rankResults('pric', documents).map((r) => r.title);
    expect(titles[0]).toBe('Pricing');
    expect(titles).toContain('Measuring price sensitivity');
  });

  it('ranks keyword matches above summary-only matches', () => {
    const results = rankResults('analytics', [
      doc('Summary only', 'We never run analytics.'),
      doc('Keyword', 'Nothing here.', ['analytics']),
    ]);
    expect(results.map((r) => r.title)).toEqual(['Keyword', 'Summary only']);
  });

  it('requires every word of the query to match', () => {
    expect(rankResults('policy cookie', documents).map((r) => r.title)).toEqual(['Cookie policy']);
    expect(rankResults('policy pricing', documents)).toEqual([]);
  });

  it('boosts the exact phrase in a title', () => {
    const results = rankResults('privacy policy', [doc('Policy on privacy'), doc('Privacy policy')]);
    expect(results[0]?.title).toBe('Privacy policy');
    expect(results[0]!.score).toBeGreaterThan(results[1]!.score);
  });

  it('ignores case and accents, and finds keywords such as 85%', () => {
    expect(rankResults('STRIPE', documents).map((r) => r.title)).toEqual(['Privacy policy']);
    expect(rankResults('85%', documents).map((r) => r.title)).toEqual(['Methodology']);
    expect(normalise('Café-Bar Ħamrun')).toBe('cafe bar hamrun');
  });

  it('breaks ties alphabetically and honours the limit', () => {
    const results = rankResults('policy', documents, 1);
    expect(results).toHaveLength(1);
    expect(results[0]?.title).toBe('Cookie policy');
  });
});
