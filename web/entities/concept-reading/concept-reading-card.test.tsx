// @vitest-environment jsdom
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConceptReading, ReadingOverride } from '@contracts/concept-reading';
import { AuthContext } from '@web/entities/session/use-auth';
import { fakeAuth, problem, sampleUser, stubFetch } from '@web/test/fetch-stub';
import { ConceptReadingCard } from './concept-reading-card';

const HOTEL: ConceptReading = {
  category: { id: 'hotel-stay', label: 'hotel room', group: 'travel' },
  confidence: 0.9,
  usualPrice: { amount: 160, currency: 'USD', unit: 'night', quantity: 1, source: 'CoStar (STR)' },
  price: { amount: 89, currency: 'USD', per: 'one-off' },
  attributes: [
    { text: 'surprise fees at checkout', counts: 'defect' },
    { text: 'free breakfast', counts: 'neutral' },
  ],
  audience: [],
  measuredDomain: false,
  measuredDomainNote: 'Outside the measured domains: not a concept like this one.',
};

function renderCard(initial = '') {
  const changes: Array<ReadingOverride | undefined> = [];
  function Harness() {
    const [concept, setConcept] = useState(initial);
    const [value, setValue] = useState<ReadingOverride | undefined>();
    return (
      <>
        <textarea aria-label="Concept" value={concept} onChange={(event) => setConcept(event.target.value)} />
        <ConceptReadingCard
          concept={concept}
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      </>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider value={fakeAuth({ user: sampleUser })}>
        <Harness />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return changes;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reading under the concept', () => {
  it('asks nothing until a concept is typed, then shows what was read once typing pauses', async () => {
    const { calls } = stubFetch([{ method: 'POST', path: '/api/concept-readings', body: HOTEL }]);
    renderCard();
    expect(screen.getByText(/Type your concept to see what the twins will understand/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Concept'), { target: { value: 'An $89 hotel night' } });
    fireEvent.change(screen.getByLabelText('Concept'), {
      target: { value: 'An $89 hotel night, surprise fees' },
    });
    expect(await screen.findByDisplayValue('hotel room')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/concept-readings',
        body: { concept: 'An $89 hotel night, surprise fees' },
      },
    ]);
    expect(screen.getByTestId('reading-usual-price').textContent).toBe('$160 per night · CoStar (STR)');
    expect(screen.getByText('surprise fees at checkout: counts against it')).toBeTruthy();
    expect(screen.getByTestId('reading-outside-domain').textContent).toMatch(/^Outside the measured domains/);
  });

  it('names the known brand it read, with where it is known, and shows no brand row when none is named', async () => {
    stubFetch([
      {
        method: 'POST',
        path: '/api/concept-readings',
        body: {
          ...HOTEL,
          brand: { name: 'Hilton', tier: 'premium', note: 'Premium brand; a household name in the US.' },
        },
      },
    ]);
    renderCard('A Hilton hotel night, $89');
    expect((await screen.findByTestId('reading-brand')).textContent).toBe(
      'Hilton: Premium brand; a household name in the US.',
    );
    cleanup();
    stubFetch([{ method: 'POST', path: '/api/concept-readings', body: { ...HOTEL, brand: null } }]);
    renderCard('An $89 hotel night');
    expect(await screen.findByDisplayValue('hotel room')).toBeTruthy();
    expect(screen.queryByTestId('reading-brand')).toBeNull();
  });

  it('passes a typed usual price on as a correction and reads the concept again with it', async () => {
    const { calls } = stubFetch([{ method: 'POST', path: '/api/concept-readings', body: HOTEL }]);
    const changes = renderCard('An $89 hotel night');
    const field = await screen.findByLabelText('Usual price in USD');
    fireEvent.change(field, { target: { value: 'cheap' } });
    expect(screen.getByText('Type a price above 0, in digits.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '60' } });
    expect(changes.at(-1)).toEqual({ usualPrice: { amount: 60 } });
    await waitFor(() =>
      expect(calls.at(-1)?.body).toMatchObject({ reading: { usualPrice: { amount: 60 } } }),
    );
    const undo = screen.getByRole('button', { name: 'Undo corrections' });
    undo.focus();
    fireEvent.click(undo);
    expect(changes.at(-1)).toBeUndefined();
    expect((screen.getByLabelText('Usual price in USD') as HTMLInputElement).value).toBe('');
    // The button goes with the corrections; the keyboard carries on from the category, not from the page's start.
    expect(screen.queryByRole('button', { name: 'Undo corrections' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.change(screen.getByLabelText('Usual price in USD'), { target: { value: '70' } });
    expect(changes.at(-1)).toEqual({ usualPrice: { amount: 70 } });
    // Clearing the concept starts afresh: its corrections go.
    fireEvent.change(screen.getByLabelText('Concept'), { target: { value: '' } });
    expect(changes.at(-1)).toBeUndefined();
  });

  it('says so when the concept cannot be read', async () => {
    stubFetch([
      { method: 'POST', path: '/api/concept-readings', status: 500, body: problem(500, 'Internal error') },
    ]);
    renderCard('An $89 hotel night');
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});
