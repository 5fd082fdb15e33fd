import { ApiError } from '@web/lib/api-client';
// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthContext } from '@web/entities/session/use-auth';
import { trustReport, twinAnswerItem } from '@web/test/feedback-records';
import { fakeAuth } from '@web/test/fetch-stub';
import type { ConceptTestRun } from '../api/use-concept-test-run';
import { ConceptTestResults } from './concept-test-results';

const idle: ConceptTestRun = {
  status: 'idle',
  concept: 'A plant kit',
  personaIds: [],
  responses: [],
  analysis: null,
  feedbackId: null,
  engine: null,
  audiences: [],
  createdAt: null,
  trust: null,
  fromHistory: false,
  error: null,
  queuePosition: null,
};

function show(run: ConceptTestRun) {
  const router = createMemoryRouter([{ path: '/', element: <ConceptTestResults run={run} /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={fakeAuth()}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

const failed = (error: ApiError): ConceptTestRun => ({ ...idle, status: 'error', error });

afterEach(cleanup);

describe('Concept Test results', () => {
  it('before any run says what to do next', () => {
    show(idle);
    expect(screen.getByRole('heading', { name: 'Your results will appear here' })).toBeTruthy();
    expect(screen.getByText(/select up to 7 digital twins and choose Generate Analysis/)).toBeTruthy();
  });

  it('402: no credits, with the balance and a way to pricing', () => {
    show(
      failed(
        new ApiError({
          status: 402,
          title: 'Payment Required',
          code: 'INSUFFICIENT_CREDITS',
          detail: 'x',
          currentBalance: 0,
        }),
      ),
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Not enough credits');
    expect(alert.textContent).toContain('your balance is 0 credits');
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });

  it("502: the server's detail, which says the credit was refunded", () => {
    const detail = 'The simulation could not be completed, so your credit was refunded. Please try again.';
    show(failed(new ApiError({ status: 502, title: 'Bad Gateway', code: 'ANALYSIS_FAILED', detail })));
    expect(screen.getByRole('alert').textContent).toContain(detail);
  });

  it('400: each field message', () => {
    show(
      failed(
        new ApiError({
          status: 400,
          title: 'Bad Request',
          code: 'VALIDATION_FAILED',
          detail: 'Invalid request',
          invalidParams: [
            { name: 'concept', reason: 'Enter a concept or description first' },
            { name: 'personaIds', reason: 'Select at most 7 Digital Twins' },
          ],
        }),
      ),
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Enter a concept or description first', 'Select at most 7 Digital Twins']);
  });

  it('while running: one card per twin, filled as answers stream in, and the progress line', () => {
    show({
      ...idle,
      status: 'running',
      personaIds: ['p1', 'p2', 'p3'],
      responses: [
        twinAnswerItem({
          personaId: 'p2',
          personaName: 'Ben',
          text: 'Too pricey for me.',
          detailed: { sentiment: 'negative', sentimentScore: 30, interestLevel: 2 },
        }),
      ],
    });
    expect(screen.getByRole('status').textContent).toBe('1 of 3 twins answered');
    expect(screen.getAllByTestId('twin-answer')).toHaveLength(1);
    expect(screen.getAllByTestId('twin-answer-pending')).toHaveLength(2);
    expect(screen.getByText('Too pricey for me.')).toBeTruthy();
    expect(screen.getByText('Interest 2/5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask a follow-up' })).toBeNull();
  });

  it('while queued: shows the place in the queue until the first answer arrives', () => {
    show({ ...idle, status: 'running', personaIds: ['p1', 'p2'], queuePosition: 4 });
    expect(screen.getByRole('status').textContent).toBe('Queued — position 4');
    expect(screen.getAllByTestId('twin-answer-pending')).toHaveLength(2);
  });

  it('when done: the trust report’s summary line, which a run saved without one lacks', () => {
    const trust = trustReport();
    show({ ...idle, status: 'done', feedbackId: 'r1', trust });
    expect(screen.getByTestId('trust-summary').textContent).toBe(`${trust.summary}.`);
    cleanup();
    show({ ...idle, status: 'done', feedbackId: 'r1' });
    expect(screen.queryByTestId('trust-summary')).toBeNull();
  });
});
