// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TokenContext, type TokenState } from '@web/entities/credits/use-tokens';
import { AuthContext } from '@web/entities/session/use-auth';
import { ApiError } from '@web/lib/api-client';
import { fakeAuth } from '@web/test/fetch-stub';
import { ConceptComparisonPanel } from './concept-comparison-panel';

const tokens: TokenState = {
  tokens: 10,
  subscription: null,
  loading: false,
  error: null,
  lastUpdated: 0,
  isUnlimited: false,
  isVisible: true,
  consumeTokens: async () => ({ success: false }),
  hasEnoughTokens: () => true,
  refreshTokens: async () => undefined,
};

const png = (name = 'ad.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function renderPanel(error: unknown = null) {
  const onRun = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (problem: unknown) => (
    <QueryClientProvider client={client}>
      {/* Signed out: the quote is not asked for, so no request leaves the test. */}
      <AuthContext.Provider value={fakeAuth()}>
        <TokenContext.Provider value={tokens}>
          <ConceptComparisonPanel running={false} answered={0} error={problem} onRun={onRun} />
        </TokenContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const { rerender } = render(view(error));
  return { onRun, showError: (problem: unknown) => rerender(view(problem)) };
}

const write = (label: string, text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });
const attach = (variant: string, file: File) =>
  fireEvent.change(screen.getByLabelText(`${variant} image file`), { target: { files: [file] } });

beforeEach(() => {
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:preview-${next++}`, revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Concept Comparison panel with variant images', () => {
  it('attaches an image to one variant, previews it and sends the comparison as multipart with images.N', () => {
    const { onRun } = renderPanel();
    write('Variant A', 'Trail shoes with a grippy sole.');
    write('Variant B', 'Trail shoes, half price this week.');
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    // A real button, so keyboard users reach it; it opens the file chooser.
    screen.getByRole('button', { name: 'Add an image to Variant B (optional)' }).click();
    expect(opened).toHaveBeenCalledOnce();
    attach('Variant B', png('half-price.png'));
    expect(screen.getByRole('img', { name: 'Variant B image preview' }).getAttribute('src')).toMatch(
      /^blob:/,
    );
    expect(screen.getByText('half-price.png')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Variant A image preview' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Compare variants (1 credit)' }));
    expect(onRun).toHaveBeenCalledOnce();
    const body = onRun.mock.calls[0]![0] as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(String(body.get('variants')))).toEqual([
      'Trail shoes with a grippy sole.',
      'Trail shoes, half price this week.',
    ]);
    expect((body.get('images.1') as File).name).toBe('half-price.png');
    expect(body.get('images.0')).toBeNull();
  });

  it('removes an image, and without images sends plain JSON', () => {
    const { onRun } = renderPanel();
    write('Variant A', 'One');
    write('Variant B', 'Two');
    attach('Variant A', png());
    fireEvent.click(screen.getByRole('button', { name: 'Remove Variant A image' }));
    expect(screen.queryByRole('img', { name: 'Variant A image preview' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add an image to Variant A (optional)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Compare variants (1 credit)' }));
    expect(onRun).toHaveBeenCalledWith({ variants: ['One', 'Two'] });
  });

  it('refuses a file that is not an image or is over 5 MB, saying why beside its variant', () => {
    renderPanel();
    attach('Variant A', new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('“brief.pdf” is not a PNG, JPEG or WebP image.');
    expect(screen.queryByRole('img', { name: 'Variant A image preview' })).toBeNull();
    attach('Variant A', png('huge.png', 6 * 1024 * 1024));
    expect(screen.getByRole('alert').textContent).toBe('“huge.png” is 6.0 MB; images can be at most 5 MB.');
  });

  it("shows the server's refusal of an image beside the variant it names", () => {
    const { showError } = renderPanel();
    showError(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        title: 'Bad request',
        invalidParams: [{ name: 'images.1', reason: 'This file is not an image we can read.' }],
      }),
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('This file is not an image we can read.');
    const addB = screen.getByRole('button', { name: 'Add an image to Variant B (optional)' });
    expect(addB.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
