// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieNotice } from './cookie-notice';

const analyticsUrl = 'https://analytics.example/script.js';

function setup(analyticsScriptUrl: string | null = null) {
  const router = createMemoryRouter([
    { path: '/', element: <CookieNotice analyticsScriptUrl={analyticsScriptUrl} /> },
  ]);
  render(<RouterProvider router={router} />);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
const notice = () => screen.queryByRole('region', { name: 'Cookie notice' });
const analyticsScript = () => document.querySelector(`script[src="${analyticsUrl}"]`);

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('cookie notice', () => {
  it('appears 1.5 s after load when no choice is stored', async () => {
    setup();
    await advance(1499);
    expect(notice()).toBeNull();
    await advance(1);
    expect(notice()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Necessary Only' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeTruthy();
  });

  it("Accept All stores 'true', hides the notice and loads the configured analytics script", async () => {
    setup(analyticsUrl);
    await advance(1500);
    expect(analyticsScript()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    await advance(500);
    expect(localStorage.getItem('cookiesAccepted')).toBe('true');
    expect(notice()).toBeNull();
    expect(analyticsScript()).not.toBeNull();
  });

  it('Accept All loads no script when none is configured', async () => {
    setup(null);
    await advance(1500);
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    await advance(500);
    expect(localStorage.getItem('cookiesAccepted')).toBe('true');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it("Necessary Only stores 'false', hides the notice and loads nothing", async () => {
    setup(analyticsUrl);
    await advance(1500);
    fireEvent.click(screen.getByRole('button', { name: 'Necessary Only' }));
    await advance(500);
    expect(localStorage.getItem('cookiesAccepted')).toBe('false');
    expect(notice()).toBeNull();
    expect(analyticsScript()).toBeNull();
  });

  it('stays hidden when a choice is stored', async () => {
    localStorage.setItem('cookiesAccepted', 'false');
    setup(analyticsUrl);
    await advance(5000);
    expect(notice()).toBeNull();
    expect(analyticsScript()).toBeNull();
  });
});
