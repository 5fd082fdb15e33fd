import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { usePublishedContent } from '@web/entities/site/list-published-content';
import { rankResults } from '../rank-results';
import { resourceDocuments, sitePageDocuments } from '../search-documents';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

const DEBOUNCE_MS = 150;

export function SearchPage() {
  usePageMeta(publicPages.search);
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '');
  const debouncedQuery = useDebouncedValue(query, DEBOUNCE_MS);
  const { data: content, isError: contentFailed } = usePublishedContent();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLUListElement>(null);

  // The URL follows the query (replace, not push) so a search can be shared without filling the history.
  useEffect(() => {
    const trimmed = debouncedQuery.trim();
    if ((searchParams.get('q') ?? '') === trimmed) return;
    setSearchParams(trimmed ? { q: trimmed } : {}, { replace: true });
  }, [debouncedQuery, searchParams, setSearchParams]);

  const documents = useMemo(() => [...sitePageDocuments, ...resourceDocuments(content ?? [])], [content]);
  const results = useMemo(() => rankResults(debouncedQuery, documents), [debouncedQuery, documents]);
  const hasQuery = debouncedQuery.trim() !== '';

  const resultLinks = () => Array.from(resultsRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusResult = (index: number) => resultLinks()[index]?.focus();

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      focusResult(0);
    }
  };
  const onResultsKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = resultLinks();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusResult(Math.min(current + 1, links.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (current <= 0) inputRef.current?.focus();
      else focusResult(current - 1);
    } else if (event.key === 'Escape') {
      inputRef.current?.focus();
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 42 } }}>
        Search
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Find pages and published resources. Use the arrow keys to move through the results.
      </Typography>
      <Box component="form" role="search" onSubmit={(event) => event.preventDefault()} sx={{ mt: 3 }}>
        <TextField
          inputRef={inputRef}
          label="Search Twinsight"
          type="search"
          value={query}
          autoFocus
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onInputKeyDown}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-controls': 'search-results', 'aria-describedby': 'search-status' },
          }}
        />
      </Box>
      {contentFailed && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Resources could not be loaded; only site pages are searched.
        </Alert>
      )}
      <Typography
        id="search-status"
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ mt: 2, minHeight: 20 }}
      >
        {hasQuery
          ? results.length === 0
            ? `No results for “${debouncedQuery.trim()}”.`
            : `${results.length} result${results.length === 1 ? '' : 's'}`
          : ''}
      </Typography>
      <Box
        component="ul"
        id="search-results"
        ref={resultsRef}
        aria-label="Search results"
        onKeyDown={onResultsKeyDown}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.5 }}
      >
        {results.map((result) => (
          <li key={result.href}>
            <Box
              component={RouterLink}
              to={result.href}
              sx={{
                display: 'block',
                p: 2.5,
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'inherit',
                textDecoration: 'none',
                '&:hover, &:focus-visible': { borderColor: 'primary.main', bgcolor: '#eef2ff' },
              }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: 18, color: 'primary.dark' }}>
                  {result.title}
                </Typography>
                <Chip size="small" label={result.kind} variant="outlined" />
              </Box>
              {result.summary && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {result.summary}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {result.href}
              </Typography>
            </Box>
          </li>
        ))}
      </Box>
    </Container>
  );
}
