// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@web/entities/session/use-auth';
import type { FeedbackRecord } from '@contracts/feedback-records';
import {
  conceptTestRecord as record,
  imageAdRecord,
  interviewMessage,
  interviewRecord,
  twinAnswerItem,
} from '@web/test/feedback-records';
import { fakeAuth, problem, sampleUser, stubFetch, type Route } from '@web/test/fetch-stub';
import { RecordTypesProvider } from '@web/test/record-types';
import { FeedbackHistoryDialog } from './feedback-history-dialog';

/** A controllable IntersectionObserver: `reveal()` reports every observed marker as visible. */
const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
function reveal() {
  for (const observer of [...observers]) {
    observer.callback(
      observer.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  observers.clear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(props: { open?: boolean; type?: string; user?: boolean } = {}) {
  const onClose = vi.fn();
  const onSelect = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={fakeAuth({ user: props.user === false ? null : sampleUser })}>
          <RecordTypesProvider>
            <FeedbackHistoryDialog
              open={props.open ?? true}
              type={props.type}
              onClose={onClose}
              onSelect={onSelect}
            />
          </RecordTypesProvider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onClose, onSelect };
}

const page = (items: FeedbackRecord[], hasMore = false): Route => ({
  path: '/api/feedback',
  body: { items, hasMore },
});
const historyCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/feedback?'));

describe('FeedbackHistoryDialog', () => {
  it.each([
    ['image-ad', 'Ad Creative Test History'],
    ['image_analysis', 'Ad Creative Test History'],
    ['interview', 'Interview Conversation History'],
    ['focus-group', 'Concept Test History'],
    [undefined, 'Your Past Research Results'],
    ['angel_pitch', 'Your Past Research Results'],
  ])('titles the dialog and subtitles type %s as "%s"', async (type, subtitle) => {
    stubFetch([{ ...page([record()]), delayMs: 50 }]);
    renderDialog({ type });
    expect(screen.getByRole('dialog', { name: 'Feedback History', description: subtitle })).toBeTruthy();
  });

  it('shows 6 skeleton cards while loading', () => {
    stubFetch([{ ...page([]), delayMs: 1000 }]);
    renderDialog({ type: 'focus-group' });
    expect(screen.getAllByTestId('history-skeleton')).toHaveLength(6);
  });

  it('shows the server message on failure, else "Failed to load history"', async () => {
    stubFetch([{ path: '/api/feedback', status: 500, body: problem(500, 'Database unavailable') }]);
    renderDialog({ type: 'focus-group' });
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    cleanup();
    stubFetch([{ path: '/api/feedback', status: 200, body: { wrong: true } }]);
    renderDialog({ type: 'focus-group' });
    expect(await screen.findByText('Invalid server response')).toBeTruthy();
  });

  it('falls back to "Failed to load history" when the error has no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('', 'AbortError');
      }),
    );
    renderDialog({ type: 'focus-group' });
    expect(await screen.findByText('Failed to load history')).toBeTruthy();
  });

  it.each([
    ['image-ad', "You haven't completed any ad creative tests yet."],
    ['interview', "You haven't completed any interview conversations yet."],
    ['focus-group', "You haven't completed any concept tests yet."],
    ['something-else', "You haven't completed any research sessions yet."],
  ])('empty %s history says "%s"; Return to Research closes', async (type, text) => {
    stubFetch([page([]), { path: '/api/feedback/all', body: [] }]);
    const { onClose } = renderDialog({ type });
    expect(await screen.findByText('No History Found')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Research' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('looks up unknown types as image-ad', async () => {
    const { calls } = stubFetch([page([]), { path: '/api/feedback/all', body: [] }]);
    renderDialog({ type: 'angel_pitch' });
    await screen.findByText('No History Found');
    expect(historyCalls(calls)[0]!.path).toBe('/api/feedback?type=image-ad&page=0&pageSize=20');
  });

  it('draws each card with its fallbacks; selecting one hands over the enriched record and closes', async () => {
    const interview = interviewRecord({
      id: 'int-1',
      responses: [
        interviewMessage({ sender: 'user', text: 'Hi' }),
        interviewMessage({ sender: 'ai', personaName: 'Maria Borg', text: 'Hello' }),
        interviewMessage({ sender: 'user', text: 'Price?' }),
      ],
      overall_analysis: { topics: ['pricing', 'habits'] },
    });
    const ad = imageAdRecord({
      id: 'ad-1',
      summary: {
        sentimentPercent: 72,
        sentimentDistribution: { positive: 60, neutral: 30, negative: 10 },
        keyMessages: ['Fresh', 'Local', 'Cheap', 'Fourth'],
      },
    });
    const concept = record({
      id: 'fg-1',
      responses: [
        twinAnswerItem({ personaId: 'p1', text: 'Nice' }),
        twinAnswerItem({ personaId: 'p2', text: 'Meh' }),
      ],
    });
    stubFetch([page([interview, ad, concept])]);
    const { onSelect, onClose } = renderDialog({ type: 'focus-group' });

    const cards = await screen.findAllByTestId('history-card');
    expect(cards).toHaveLength(3);
    const [interviewCard, adCard, conceptCard] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(interviewCard).getByText('Interview Conversation')).toBeTruthy();
    expect(within(interviewCard).getByText('Conversation with Digital Twin')).toBeTruthy();
    expect(within(interviewCard).getByText('Maria Borg')).toBeTruthy();
    expect(within(interviewCard).getByText('3 messages')).toBeTruthy();
    expect(within(interviewCard).getByText('2 questions · 1 responses')).toBeTruthy();
    expect(within(interviewCard).getByText('pricing')).toBeTruthy();
    expect(
      within(interviewCard).getByText(
        'Mar 5, 2026 ' + new Date('2026-03-05T14:07:00.000Z').toTimeString().slice(0, 5),
      ),
    ).toBeTruthy();

    expect(within(adCard).getByText('Image Ad Test')).toBeTruthy();
    expect(within(adCard).getByText('2 digital twins')).toBeTruthy();
    expect(within(adCard).getByText('Ad Creative Test')).toBeTruthy();
    expect(within(adCard).getByText('72%')).toBeTruthy();
    expect(
      within(adCard).getByRole('img', { name: 'Sentiment: Positive 60%, Neutral 30%, Negative 10%' }),
    ).toBeTruthy();
    expect(
      within(adCard)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Fresh', 'Local', 'Cheap']);

    expect(within(conceptCard).getByText('Concept Test')).toBeTruthy();
    expect(
      within(conceptCard).getByText('Analysis of audience responses with 2 detailed feedback entries.'),
    ).toBeTruthy();

    // Every card also opens its run page, where it can be shared.
    expect(
      within(interviewCard).getByRole('link', { name: 'Open Interview Conversation' }).getAttribute('href'),
    ).toBe('/feedback/int-1');
    expect(within(adCard).getByRole('link', { name: 'Open Image Ad Test' }).getAttribute('href')).toBe(
      '/feedback/ad-1',
    );
    expect(within(conceptCard).getByRole('link', { name: 'Open Concept Test' }).getAttribute('href')).toBe(
      '/feedback/fg-1',
    );

    // Each card shows its run's headline figure, and shares and exports the run from the list.
    expect(within(interviewCard).getByTestId('history-headline').textContent).toBe('2 questions asked');
    expect(within(adCard).getByTestId('history-headline').textContent).toBe('Sentiment 72%');
    expect(within(conceptCard).queryByTestId('history-headline')).toBeNull();
    expect(within(adCard).getByRole('button', { name: 'Share Image Ad Test' })).toBeTruthy();
    expect(
      within(adCard).getByRole('link', { name: 'Download Image Ad Test as CSV' }).getAttribute('href'),
    ).toBe('/api/feedback/ad-1/export?format=csv');

    fireEvent.click(within(conceptCard).getAllByRole('button')[0]!);
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'history', feedbackId: 'fg-1', selectedPersonas: ['p1', 'p2'] }),
    );
    expect(onSelect.mock.calls[0]![0].responses[0]).toMatchObject({ feedbackId: 'fg-1', concept: '' });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows no question count for a single message', async () => {
    stubFetch([
      page([
        interviewRecord({
          responses: [interviewMessage({ sender: 'ai', text: 'Hello' })],
          overall_analysis: { conversation_summary: 'Talked about bread' },
        }),
      ]),
    ]);
    renderDialog({ type: 'interview' });
    expect(await screen.findByText('Talked about bread')).toBeTruthy();
    expect(screen.getByText('1 message')).toBeTruthy();
    expect(screen.queryByText(/questions ·/)).toBeNull();
  });

  it('asks for the next page (index = pages loaded) when the end marker scrolls into view, then says "End of history"', async () => {
    let served = 0;
    const { calls } = stubFetch([
      {
        path: '/api/feedback',
        get body() {
          served += 1;
          return { items: [record({ id: `page-${served}` })], hasMore: served < 3 };
        },
      } as Route,
    ]);
    renderDialog({ type: 'focus-group' });
    await screen.findAllByTestId('history-card');
    expect(screen.queryByText('End of history')).toBeNull();
    act(() => reveal());
    await waitFor(() => expect(screen.getAllByTestId('history-card')).toHaveLength(2));
    act(() => reveal());
    await waitFor(() => expect(screen.getAllByTestId('history-card')).toHaveLength(3));
    expect(await screen.findByText('End of history')).toBeTruthy();
    act(() => reveal());
    expect(
      historyCalls(calls).map((call) => new URLSearchParams(call.path.split('?')[1]).get('page')),
    ).toEqual(['0', '1', '2']);
  });

  it('says "Loading more..." while the next page is on its way', async () => {
    let served = 0;
    stubFetch([
      {
        path: '/api/feedback',
        get delayMs() {
          return served >= 1 ? 500 : 0;
        },
        get body() {
          served += 1;
          return { items: [record({ id: `page-${served}` })], hasMore: true };
        },
      } as Route,
    ]);
    renderDialog({ type: 'focus-group' });
    await screen.findAllByTestId('history-card');
    act(() => reveal());
    expect(await screen.findByText('Loading more...')).toBeTruthy();
  });

  it('offers Fix Types when a record has a missing or unknown type; it reads Fixing... and reloads on success', async () => {
    let repaired = false;
    const { calls } = stubFetch([
      {
        path: '/api/feedback',
        get body() {
          return { items: repaired ? [record({ concept: 'Repaired run' })] : [], hasMore: false };
        },
      } as Route,
      { path: '/api/feedback/all', body: [record({ stored_type: null }), interviewRecord()] },
      {
        method: 'POST',
        path: '/api/feedback/repair-types',
        delayMs: 100,
        get body() {
          repaired = true;
          return { success: true, updated: 1, message: 'Updated 1 record' };
        },
      } as Route,
    ]);
    renderDialog({ type: 'focus-group' });
    expect(await screen.findByText(/Looking for type/)).toBeTruthy();
    expect(screen.getByText('Available types: null, interview')).toBeTruthy();
    expect(screen.getByText('Total items: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fix Types' }));
    expect(await screen.findByRole('button', { name: 'Fixing...' })).toBeTruthy();
    expect(await screen.findByText('Repaired run')).toBeTruthy();
    expect(historyCalls(calls)).toHaveLength(2);
  });

  it('hides Fix Types when every stored type is one the app knows (Brand 360 and Angel Pitch included)', async () => {
    stubFetch([
      page([]),
      {
        path: '/api/feedback/all',
        body: [
          interviewRecord(),
          { ...imageAdRecord(), type: 'image_analysis', stored_type: 'image_analysis' },
          {
            ...imageAdRecord(),
            type: 'brand360',
            stored_type: 'brand360',
            overall_analysis: null,
            concept_details: null,
          },
          {
            ...imageAdRecord(),
            type: 'angel_pitch',
            stored_type: 'angel_pitch',
            overall_analysis: null,
            concept_details: null,
          },
        ],
      },
    ]);
    renderDialog({ type: 'focus-group' });
    expect(await screen.findByText('Total items: 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fix Types' })).toBeNull();
  });

  it.each([
    [
      'reports failure',
      { body: { success: false, updated: 0, error: 'Failed to update null/empty type values' } },
    ],
    ['fails', { status: 500, body: problem(500, 'Boom') }],
  ])('says the fix failed when the repair %s', async (_, answer) => {
    stubFetch([
      page([]),
      { path: '/api/feedback/all', body: [record({ stored_type: '' })] },
      { method: 'POST', path: '/api/feedback/repair-types', ...answer },
    ]);
    renderDialog({ type: 'focus-group' });
    fireEvent.click(await screen.findByRole('button', { name: 'Fix Types' }));
    expect(await screen.findByText('Failed to fix type values. Please try again later.')).toBeTruthy();
  });

  it('fetches nothing while closed or without a user', async () => {
    const { fetchMock } = stubFetch([page([])]);
    renderDialog({ open: false });
    cleanup();
    renderDialog({ user: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
