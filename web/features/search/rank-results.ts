// Site-search ranking: every query word must match; title matches outrank keyword matches, which outrank summary matches.

export type SearchDocument = {
  href: string;
  title: string;
  summary: string;
  keywords: string[];
  /** 'Page' for site pages, the resource kind label for resources. */
  kind: string;
};

export type SearchResult = SearchDocument & { score: number };

const WEIGHTS = {
  titleStart: 4,
  titleWordStart: 10,
  titleInside: 4,
  keyword: 6,
  summaryWordStart: 2,
  summaryInside: 1,
  titlePhrase: 15,
};

/** Lower case, accents removed, punctuation as spaces: 'Café-Bar' → 'cafe bar'. */
export function normalise(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // Maltese ħ has no decomposed form.
      .replace(/ħ/g, 'h')
      .replace(/[^a-z0-9%€$£]+/g, ' ')
      .trim()
  );
}

function startsAWord(haystack: string, term: string): boolean {
  return ` ${haystack}`.includes(` ${term}`);
}

function termScore(term: string, title: string, keywords: string, summary: string): number {
  let score = 0;
  if (title.startsWith(term)) score += WEIGHTS.titleStart;
  if (startsAWord(title, term)) score += WEIGHTS.titleWordStart;
  else if (title.includes(term)) score += WEIGHTS.titleInside;
  if (startsAWord(keywords, term)) score += WEIGHTS.keyword;
  if (startsAWord(summary, term)) score += WEIGHTS.summaryWordStart;
  else if (summary.includes(term)) score += WEIGHTS.summaryInside;
  return score;
}

export function rankResults(query: string, documents: SearchDocument[], limit = 20): SearchResult[] {
  const phrase = normalise(query);
  const terms = [...new Set(phrase.split(' ').filter(Boolean))];
  if (terms.length === 0) return [];
  const results: SearchResult[] = [];
  for (const document of documents) {
    const title = normalise(document.title);
    const keywords = document.keywords.map(normalise).join(' ');
    const summary = normalise(document.summary);
    let score = 0;
    let everyTermMatches = true;
    for (const term of terms) {
      const matched = termScore(term, title, keywords, summary);
      if (matched === 0) {
        everyTermMatches = false;
        break;
      }
      score += matched;
    }
    if (!everyTermMatches) continue;
    if (terms.length > 1 && title.includes(phrase)) score += WEIGHTS.titlePhrase;
    results.push({ ...document, score });
  }
  return results.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title)).slice(0, limit);
}
