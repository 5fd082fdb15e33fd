// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@contracts/content';
import { theme } from '@web/lib/theme';
import { AuthContext } from '@web/entities/session/use-auth';
import { fakeAuth, problem, sampleUser, stubFetch } from '@web/test/fetch-stub';
import { ContentEditorForm } from './content-editor-form';

const existing: ContentItem = {
  id: '0b8c3d52-6a43-4a7e-9f0e-1d5f3c2b1a90',
  slug: 'pricing-research-basics',
  title: 'Pricing research basics',
  summary: '',
  body: '',
  kind: 'guide',
  status: 'published',
  coverImage: null,
  authorName: 'Ada',
  publishedAt: '2026-01-02T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

function renderEditor(item?: ContentItem) {
  const router = createMemoryRouter([{ path: '/', element: <ContentEditorForm item={item} /> }]);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <AuthContext.Provider value={fakeAuth({ user: sampleUser, isAdmin: true })}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </AuthContext.Provider>,
  );
}

const title = () => screen.getByLabelText(/^Title/) as HTMLInputElement;
const slug = () => screen.getByLabelText(/^Slug/) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('resource editor slug', () => {
  it('follows the title until it is edited by hand', () => {
    renderEditor();
    type(title(), 'Why Gen Z buys: 5 findings!');
    expect(slug().value).toBe('why-gen-z-buys-5-findings');
    type(title(), 'Why Gen Z buys');
    expect(slug().value).toBe('why-gen-z-buys');

    type(slug(), 'gen-z');
    type(title(), 'Something else entirely');
    expect(slug().value).toBe('gen-z');
  });

  it('follows the title again once the slug is emptied', () => {
    renderEditor();
    type(slug(), 'custom');
    type(slug(), '');
    type(title(), 'Back to automatic');
    expect(slug().value).toBe('back-to-automatic');
  });

  it('keeps the slug of an existing resource when its title changes', () => {
    renderEditor(existing);
    type(title(), 'Pricing research, revisited');
    expect(slug().value).toBe('pricing-research-basics');
  });

  it("shows the server's message on the slug field when the slug is taken", async () => {
    const detail = 'The slug "pricing-research-basics" is already used by another resource.';
    stubFetch([
      { method: 'POST', path: '/api/admin/content', status: 409, body: problem(409, detail, 'SLUG_TAKEN') },
    ]);
    renderEditor();
    type(title(), 'Pricing research basics');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(detail)).toBeTruthy());
    expect(slug().getAttribute('aria-invalid')).toBe('true');
  });
});
