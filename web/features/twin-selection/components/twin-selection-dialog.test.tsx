// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { Persona } from '@contracts/personas';
import { AuthContext } from '@web/entities/session/use-auth';
import { conceptTestRecord } from '@web/test/feedback-records';
import { fakeAuth, sampleUser, stubFetch, type Route } from '@web/test/fetch-stub';
import { TwinSelectionDialog } from './twin-selection-dialog';

function twin(index: number, overrides: Partial<Persona> = {}): Persona {
  const id = `twin-${String(index).padStart(3, '0')}`;
  return {
    id,
    name: `Twin ${index}`,
    title: 'Twin',
    occupation: index % 2 === 0 ? 'Software engineer' : 'Nurse',
    age: 20 + (index % 50),
    gender: 'female',
    profile_image: `/api/personas/${id}/avatar.svg`,
    location: index % 3 === 0 ? 'Valletta, Malta' : 'Amsterdam, Netherlands',
    city: index % 3 === 0 ? 'Valletta' : 'Amsterdam',
    country_code: index % 3 === 0 ? 'MT' : 'NL',
    personality_traits: [],
    values_and_beliefs: [],
    segments: { income_bracket: 'Middle' },
    big_five: { openness: 0, conscientiousness: 0, extraversion: 0, agreeableness: 0, neuroticism: 0 },
    activity_status: 'employed',
    household: 'Single',
    education: 'Degree',
    biography: '',
    ...overrides,
  };
}

const library = Array.from({ length: 30 }, (_, index) => twin(index));
const record = (
  id: string,
  concept: string,
  ids: string[],
  extra: Partial<FeedbackRecordOf<'focus-group'>> = {},
) =>
  conceptTestRecord({
    id,
    concept,
    selected_personas: ids,
    created_at: '2026-03-01T10:00:00.000Z',
    ...extra,
  });

function routes(feedback: Partial<Route> = {}): Route[] {
  return [
    { path: '/api/personas', body: library },
    { path: '/api/feedback', body: { items: [], hasMore: false }, ...feedback },
  ];
}

function setup(props: Partial<{ open: boolean; selected: Persona[] }> = {}, fetchRoutes = routes()) {
  const stub = stubFetch(fetchRoutes);
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (p: Partial<{ open: boolean; selected: Persona[] }>) => (
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={fakeAuth({ user: sampleUser })}>
        <TwinSelectionDialog
          open={p.open ?? true}
          selected={p.selected ?? []}
          onClose={onClose}
          onConfirm={onConfirm}
        />
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const result = render(tree(props));
  return {
    ...stub,
    onClose,
    onConfirm,
    rerender: (p: Partial<{ open: boolean; selected: Persona[] }>) => result.rerender(tree(p)),
  };
}

const feedbackCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/feedback'));
const chip = (name: RegExp) => screen.getByRole('button', { name });
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const cards = () => screen.queryAllByTestId('twin-card');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TwinSelectionDialog', () => {
  it('shows the spec texts, chip groups with match counts, and the badges', async () => {
    setup();
    expect(await screen.findByText('No recent analyses found.')).toBeTruthy();
    expect(screen.getByText('Select Digital Twins')).toBeTruthy();
    expect(
      screen.getByText('Select filters to automatically find the perfect audience for your concept'),
    ).toBeTruthy();
    expect(screen.getByText(/Up to 7 representative twins are selected automatically/)).toBeTruthy();
    for (const title of ['Recent Analyses', 'Age Groups', 'Countries', 'Professional Roles (B2B)']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByTestId('chip-count-countries-MT').textContent).toBe('10');
    expect(screen.getByTestId('chip-count-countries-NL').textContent).toBe('20');
    expect(screen.getByTestId('filters-badge').textContent).toBe('0');
    expect(screen.getByTestId('selected-badge').textContent).toBe('0/7');
    expect(screen.getByRole('button', { name: 'View 30 Results' })).toBeTruthy();

    fireEvent.click(chip(/^Malta/));
    fireEvent.click(chip(/^Tech Professionals/));
    expect(screen.getByTestId('filters-badge').textContent).toBe('2');
    // Malta AND tech: every sixth twin of 30.
    expect(screen.getByRole('button', { name: 'View 5 Results' })).toBeTruthy();
  });

  it("disables 'View n Results' when nothing matches, and offers 'Modify Filters'", async () => {
    setup();
    await screen.findByText('No recent analyses found.');
    fireEvent.click(chip(/^65\+/));
    expect((screen.getByRole('button', { name: 'View 0 Results' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(tab(/Selected Twins/));
    expect(screen.getByText('No digital twins match your current filter selection.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Modify Filters' }));
    expect(tab(/Filters/).getAttribute('aria-selected')).toBe('true');
  });

  it('clears the selection on the first opening only, and always reopens on the Filters tab', async () => {
    const panelSelection = library.slice(0, 3);
    const { rerender } = setup({ selected: panelSelection });
    await screen.findByText('No recent analyses found.');
    expect(screen.getByTestId('selected-badge').textContent).toBe('0/7');

    fireEvent.click(tab(/Selected Twins/));
    rerender({ open: false, selected: panelSelection });
    rerender({ open: true, selected: panelSelection });
    expect(tab(/Filters/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('selected-badge').textContent).toBe('3/7');
  });

  it('reloads recent analyses on every opening and not while closed', async () => {
    const { calls, rerender } = setup({ open: false });
    await act(async () => {});
    expect(feedbackCalls(calls)).toHaveLength(0);
    rerender({ open: true });
    await screen.findByText('No recent analyses found.');
    expect(feedbackCalls(calls)).toEqual([
      expect.objectContaining({ path: '/api/feedback?type=focus-group&page=0&pageSize=3' }),
    ]);
    rerender({ open: false });
    rerender({ open: true });
    await act(async () => {});
    expect(feedbackCalls(calls)).toHaveLength(2);
  });

  it('selects at most 7: further cards are dimmed and inert; Use n Twins confirms the pick', async () => {
    const { onConfirm, onClose } = setup();
    await screen.findByText('No recent analyses found.');
    fireEvent.click(tab(/Selected Twins/));
    expect(screen.getByText('No filters applied')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Use 0 Twins' }) as HTMLButtonElement).disabled).toBe(true);
    for (const card of cards().slice(0, 8)) fireEvent.click(card);
    expect(screen.getByTestId('selected-badge').textContent).toBe('7/7');
    const [selectedCards, rest] = [cards().slice(0, 7), cards().slice(7)];
    expect(selectedCards.every((card) => card.getAttribute('aria-pressed') === 'true')).toBe(true);
    expect(rest.every((card) => (card as HTMLButtonElement).disabled)).toBe(true);

    fireEvent.click(selectedCards[0]!);
    expect(screen.getByTestId('selected-badge').textContent).toBe('6/7');
    expect((cards()[7] as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Use 6 Twins' }));
    expect(onConfirm).toHaveBeenCalledWith(
      library.slice(1, 7),
      expect.objectContaining({ ageGroups: expect.any(Array) }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it("'Choose for me' picks 7 of the candidates with the injected randomness; 'Clear Selection' empties it", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { onConfirm } = setup();
    await screen.findByText('No recent analyses found.');
    fireEvent.click(chip(/^Netherlands/));
    fireEvent.click(screen.getByRole('button', { name: 'View 20 Results' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(screen.getByTestId('selected-badge').textContent).toBe('0/7');
    fireEvent.click(screen.getByRole('button', { name: 'Choose for me' }));
    expect(screen.getByTestId('selected-badge').textContent).toBe('7/7');
    fireEvent.click(screen.getByRole('button', { name: 'Use 7 Twins' }));
    const chosen: Persona[] = onConfirm.mock.calls[0]![0];
    expect(chosen).toHaveLength(7);
    expect(chosen.every((persona) => persona.country_code === 'NL')).toBe(true);
    // random() = 0 makes the shuffle a fixed rotation, so the pick is reproducible.
    expect(chosen.map((persona) => persona.id)).toMatchInlineSnapshot(`
      [
        "twin-002",
        "twin-005",
        "twin-016",
        "twin-007",
        "twin-025",
        "twin-017",
        "twin-008",
      ]
    `);
  });

  it('without filters, viewing the results picks 7 for you as the banner says, and says how they were chosen', async () => {
    const { onConfirm } = setup();
    await screen.findByText('No recent analyses found.');
    expect(screen.getByRole('note').textContent).toMatch(/selected automatically/);
    fireEvent.click(screen.getByRole('button', { name: /^View \d+ Results$/ }));
    expect(screen.getByTestId('selected-badge').textContent).toBe('7/7');
    expect(screen.getByTestId('automatic-mix-note').textContent).toMatch(
      /ages and genders follow the weighted shares/,
    );
    expect(screen.queryByRole('button', { name: 'Use 0 Twins' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use 7 Twins' }));
    expect(onConfirm.mock.calls[0]![0]).toHaveLength(7);
  });

  it('in automatic mode a filter change picks again; after a manual pick it does not', async () => {
    setup();
    await screen.findByText('No recent analyses found.');
    fireEvent.click(chip(/^Malta/));
    expect(screen.getByTestId('selected-badge').textContent).toBe('7/7');
    fireEvent.click(tab(/Selected Twins/));
    fireEvent.click(within(screen.getByRole('group', { name: 'Active filters' })).getByTestId('CancelIcon'));
    expect(screen.getByText('No filters applied')).toBeTruthy();
    expect(screen.getByTestId('selected-badge').textContent).toBe('0/7');

    fireEvent.click(cards()[0]!);
    fireEvent.click(tab(/Filters/));
    fireEvent.click(chip(/^Netherlands/));
    expect(screen.getByTestId('selected-badge').textContent).toBe('1/7');
  });

  it('applies a recent analysis: its filters, at most 7 of its twins, and the results tab', async () => {
    const ids = library.slice(0, 9).map((p) => p.id);
    setup(
      {},
      routes({
        body: {
          items: [
            record('a', 'A monthly plant-care kit with soil sensors and refills', ids, {
              filters: { ageGroups: [], countries: ['NL'], cities: [], incomeGroups: [], jobTypes: [] },
            }),
            record('b', '', ['twin-001']),
            record('c', 'Short idea', []),
            record('d', 'A fourth one is never shown', []),
          ],
          hasMore: true,
        },
      }),
    );
    expect(await screen.findByText('A monthly plant-care kit with ...')).toBeTruthy();
    expect(screen.getByText('Previous Analysis')).toBeTruthy();
    expect(screen.getByText('Short idea')).toBeTruthy();
    // The count agrees with its number: '1 twin', '9 twins', '0 twins'.
    const caption = (name: string) => screen.getByText(name).nextElementSibling?.textContent ?? '';
    expect(caption('Previous Analysis')).toMatch(/ · 1 twin$/);
    expect(caption('A monthly plant-care kit with ...')).toMatch(/ · 9 twins$/);
    expect(caption('Short idea')).toMatch(/ · 0 twins$/);
    expect(screen.queryByText(/fourth one/)).toBeNull();
    const first = screen
      .getByText('A monthly plant-care kit with ...')
      .closest('[role="button"]') as HTMLElement;
    expect(first.querySelectorAll('.MuiAvatar-root')).toHaveLength(6);

    fireEvent.click(first);
    expect(tab(/Selected Twins/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('selected-badge').textContent).toBe('7/7');
    expect(screen.getByTestId('filters-badge').textContent).toBe('1');
    expect(
      within(screen.getByRole('group', { name: 'Active filters' })).getByText('Netherlands'),
    ).toBeTruthy();

    // Manual mode: removing the filter keeps the analysis's twins.
    fireEvent.click(within(screen.getByRole('group', { name: 'Active filters' })).getByTestId('CancelIcon'));
    expect(screen.getByTestId('selected-badge').textContent).toBe('7/7');

    // A record without filters applies none.
    fireEvent.click(tab(/Filters/));
    fireEvent.click(screen.getByText('Previous Analysis'));
    expect(screen.getByText('No filters applied')).toBeTruthy();
    expect(screen.getByTestId('selected-badge').textContent).toBe('1/7');
  });

  it('retries recent analyses 3 times after 1 s, 1.5 s and 2.25 s, then shows none', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { calls } = setup(
      {},
      routes({
        status: 500,
        body: { status: 500, title: 'Error', detail: 'boom', code: 'X', requestId: 't' },
      }),
    );
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(feedbackCalls(calls)).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(feedbackCalls(calls)).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(feedbackCalls(calls)).toHaveLength(2);
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    expect(feedbackCalls(calls)).toHaveLength(3);
    await act(async () => vi.advanceTimersByTimeAsync(2250));
    expect(feedbackCalls(calls)).toHaveLength(4);
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(feedbackCalls(calls)).toHaveLength(4);
    expect(screen.getByText('No recent analyses found.')).toBeTruthy();
  });

  it('gives up on a call that hangs for 8 s and tries again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { calls } = setup({}, routes({ delayMs: 60_000 }));
    await act(async () => vi.advanceTimersByTimeAsync(7999));
    expect(feedbackCalls(calls)).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(1 + 1000));
    expect(feedbackCalls(calls)).toHaveLength(2);
  });

  it('treats an answer without a list as no recent analyses', async () => {
    setup({}, routes({ body: { items: 'nope', hasMore: false } }));
    expect(await screen.findByText('No recent analyses found.')).toBeTruthy();
  });
});
