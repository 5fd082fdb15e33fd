// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenContext, type TokenState } from '@web/entities/credits/use-tokens';
import { AuthContext } from '@web/entities/session/use-auth';
import { ApiError } from '@web/lib/api-client';
import { fakeAuth } from '@web/test/fetch-stub';
import { FeatureStudyPanel } from './feature-study-panel';

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

function renderPanel() {
  const onRun = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (problem: unknown) => (
    <QueryClientProvider client={client}>
      {/* Signed out: the quote is not asked for, so no request leaves the test. */}
      <AuthContext.Provider value={fakeAuth()}>
        <TokenContext.Provider value={tokens}>
          <FeatureStudyPanel running={false} answered={0} error={problem} onRun={onRun} />
        </TokenContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const { rerender } = render(view(null));
  return { onRun, showError: (problem: unknown) => rerender(view(problem)) };
}

const write = (label: string | RegExp, text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });
const run = () => fireEvent.click(screen.getByRole('button', { name: 'Run feature value study (1 credit)' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Feature Value Study panel', () => {
  it('sends the product, each attribute with its levels one per line, the prices and the tasks', () => {
    const { onRun } = renderPanel();
    write(/What is being chosen/, 'a digital camera');
    write('Attribute 1', 'Zoom');
    write('Levels of attribute 1', 'a standard zoom\n\na higher zoom\n');
    write('Attribute 2', 'Wifi');
    write('Levels of attribute 2', 'no wifi\nwifi');
    fireEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    write('Attribute 3', 'Screen');
    write('Levels of attribute 3', 'a fixed screen\na swivel screen\na touch screen');
    expect(screen.getByText('3 levels')).toBeTruthy();
    write(/Prices/, '$79, 129; 179');
    run();
    expect(onRun).toHaveBeenCalledWith({
      product: 'a digital camera',
      attributes: [
        { name: 'Zoom', levels: ['a standard zoom', 'a higher zoom'] },
        { name: 'Wifi', levels: ['no wifi', 'wifi'] },
        { name: 'Screen', levels: ['a fixed screen', 'a swivel screen', 'a touch screen'] },
      ],
      prices: [79, 129, 179],
      currency: 'USD',
      none: true,
      tasksPerTwin: 12,
      alternativesPerTask: 3,
    });
  });

  it('says the filters draw a panel of up to 300 twins', () => {
    renderPanel();
    expect(screen.getByText(/^Up to 300 twins matching these filters answer/)).toBeTruthy();
  });

  it('names each missing part beside its field and sends nothing', () => {
    const { onRun } = renderPanel();
    write('Attribute 1', 'Zoom');
    write('Levels of attribute 1', 'a standard zoom');
    write(/Prices/, '79, cheap');
    run();
    expect(onRun).not.toHaveBeenCalled();
    expect(screen.getByText('Enter what is being chosen, e.g. "a digital camera"')).toBeTruthy();
    const [first, second] = screen.getAllByTestId('feature-attribute');
    expect(within(first!).getByText('Give at least 2 levels')).toBeTruthy();
    expect(within(first!).queryByText('Enter a name for the attribute')).toBeNull();
    expect(within(second!).getByText('Enter a name for the attribute')).toBeTruthy();
    expect(screen.getByText('Each price must be a number')).toBeTruthy();
    // A message goes once its field is changed.
    write('Levels of attribute 1', 'a standard zoom\na higher zoom');
    expect(within(first!).queryByText('Give at least 2 levels')).toBeNull();
    expect(within(second!).getByText('Give at least 2 levels')).toBeTruthy();
  });

  it('keeps between 2 and 8 attributes', () => {
    renderPanel();
    const remove = () => screen.getByRole('button', { name: 'Remove attribute 1' });
    expect(remove().hasAttribute('disabled')).toBe(true);
    const add = screen.getByRole('button', { name: 'Add attribute' });
    for (let i = 0; i < 6; i++) fireEvent.click(add);
    expect(screen.getAllByTestId('feature-attribute')).toHaveLength(8);
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.click(remove());
    expect(screen.getAllByTestId('feature-attribute')).toHaveLength(7);
    expect(
      within(screen.getAllByTestId('feature-attribute')[0]!).getByRole('textbox', { name: 'Attribute 1' }),
    ).toBeTruthy();
  });

  it("shows the server's refusal beside the field it names", () => {
    const { showError } = renderPanel();
    showError(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        title: 'Bad request',
        invalidParams: [
          {
            name: 'tasksPerTwin',
            reason: 'At most 6 tasks of 3 products: add levels or prices, or ask fewer tasks.',
          },
        ],
      }),
    );
    expect(
      screen.getByText('At most 6 tasks of 3 products: add levels or prices, or ask fewer tasks.'),
    ).toBeTruthy();
  });
});
