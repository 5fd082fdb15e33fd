// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@web/entities/session/use-auth';
import { fakeAuth } from '@web/test/fetch-stub';
import type { Persona } from '@contracts/personas';
import { CONCEPT_PLACEHOLDER, ConceptTestPanel, type AccuracyStatement } from './concept-test-panel';

const twin = (id: string, name: string) => ({ id, name, profile_image: '' }) as Persona;
const twins = [twin('p1', 'Ana Borg'), twin('p2', 'Ben Smit')];

const MEASURED =
  'Measured: on held-out everyday purchases at a price, twins match people 84% as often as people match themselves.';

type Setup = { concept?: string; twins?: Persona[]; loading?: boolean; accuracy?: AccuracyStatement };

function setup({
  concept = '',
  twins: selected = [],
  loading = false,
  accuracy = { measured: MEASURED, outsideMeasuredDomains: false },
}: Setup = {}) {
  const handlers = { onGenerate: vi.fn(), onOpenHistory: vi.fn(), onOpenTwinSelection: vi.fn() };
  function Harness() {
    const [value, setValue] = useState(concept);
    return (
      <ConceptTestPanel
        accuracy={accuracy}
        concept={value}
        onConceptChange={setValue}
        twins={selected}
        loading={loading}
        {...handlers}
      />
    );
  }
  // Signed out: the reading under the concept is not asked for, so no request leaves the test.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={fakeAuth()}>
        <Harness />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return handlers;
}

async function tooltipText() {
  fireEvent.mouseOver(screen.getByTestId('generate-analysis-wrapper'));
  return (await screen.findByRole('tooltip')).textContent;
}

afterEach(cleanup);

describe('Concept Test panel', () => {
  it('claims no accuracy for a run whose concept is outside the measured domains', () => {
    setup({ accuracy: { measured: MEASURED, outsideMeasuredDomains: true } });
    const note = screen.getByTestId('accuracy-note');
    expect(note.textContent).toContain('outside the domains where accuracy has been measured');
    expect(note.textContent).not.toMatch(/\d+%/);
    expect(screen.getByTestId('accuracy-summary').textContent).toBe(
      'No accuracy figure for this run. How accurate?',
    );
  });

  it("gives phones a one-line summary whose 'How accurate?' button opens the full sentence", () => {
    setup();
    expect(screen.getByTestId('accuracy-summary').textContent).toBe(
      '85% accuracy is our target. How accurate?',
    );
    const toggle = screen.getByRole('button', { name: 'How accurate?' });
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByTestId('accuracy-note').id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the spec texts: a 4-row concept box with its placeholder, the twin count, How to Use and the accuracy claim', () => {
    const handlers = setup({ twins });
    const box = screen.getByPlaceholderText(CONCEPT_PLACEHOLDER);
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('rows')).toBe('4');
    expect(box.getAttribute('maxlength')).toBe('5000');
    expect(CONCEPT_PLACEHOLDER).toBe('Describe your product, service, or idea that needs evaluation...');
    expect(screen.getByText('0/5000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select Digital Twins (2/7)' })).toBeTruthy();
    for (const item of [
      'Describe your product, service, or idea.',
      'Select relevant digital twins for feedback.',
      'Receive personalized insights.',
    ]) {
      expect(screen.getByText(item)).toBeTruthy();
    }
    expect(screen.getByText('How to Use')).toBeTruthy();
    const note = screen.getByTestId('accuracy-note');
    expect(note.textContent).toContain(
      'Feedback simulates real consumer discussions, built toward 85% accuracy (our target). ' + MEASURED,
    );
    expect(within(note).getByRole('link', { name: 'How it is measured' }).getAttribute('href')).toBe(
      '/methodology#measurement',
    );
    expect(screen.getByRole('heading', { name: /Describe your concept/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Select digital twins/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Generate the analysis/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(handlers.onOpenHistory).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Select Digital Twins (2/7)' }));
    expect(handlers.onOpenTwinSelection).toHaveBeenCalledOnce();
  });

  it('counts the concept characters', () => {
    setup();
    fireEvent.change(screen.getByPlaceholderText(CONCEPT_PLACEHOLDER), { target: { value: 'A plant kit' } });
    expect(screen.getByText('11/5000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select Digital Twins (0/7)' })).toBeTruthy();
  });

  it('without twins: disabled, asks for a twin first (even with no concept)', async () => {
    const handlers = setup();
    const button = screen.getByRole('button', { name: 'Generate Analysis' });
    expect(button).toHaveProperty('disabled', true);
    expect(await tooltipText()).toBe('Select at least one Digital Twin (Cost: 1 Credit)');
    fireEvent.click(button);
    expect(handlers.onGenerate).not.toHaveBeenCalled();
  });

  it('with twins but a blank concept: disabled, asks for the concept', async () => {
    setup({ twins, concept: '   ' });
    expect(screen.getByRole('button', { name: 'Generate Analysis' })).toHaveProperty('disabled', true);
    expect(await tooltipText()).toBe('Enter a concept or description first (Cost: 1 Credit)');
  });

  it('with twins and a concept: enabled, states the cost and generates with the trimmed concept and twin ids', async () => {
    const handlers = setup({ twins, concept: '  A plant kit  ' });
    const button = screen.getByRole('button', { name: 'Generate Analysis' });
    expect(button).toHaveProperty('disabled', false);
    expect(await tooltipText()).toBe('Generate Analysis (Cost: 1 Credit)');
    fireEvent.click(button);
    expect(handlers.onGenerate).toHaveBeenCalledWith({
      feedbackContent: 'A plant kit',
      selectedPersonas: ['p1', 'p2'],
    });
  });

  it("while loading: reads 'Generating...', is disabled and says the analysis is in progress", async () => {
    const handlers = setup({ twins, concept: 'A plant kit', loading: true });
    const button = screen.getByRole('button', { name: 'Generating...' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Generate Analysis' })).toBeNull();
    expect(await tooltipText()).toBe('Analysis in progress...');
    fireEvent.click(button);
    expect(handlers.onGenerate).not.toHaveBeenCalled();
  });

  it('opens the guidance dialog with good and poor examples; a quick example fills the box; Got It closes', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Need help writing your concept?' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to Write an Effective Concept' });
    expect(within(dialog).getByText('Good example')).toBeTruthy();
    expect(within(dialog).getByText(/monthly subscription plant-care kit/)).toBeTruthy();
    expect(within(dialog).getByText(/€29 per month/)).toBeTruthy();
    expect(within(dialog).getByText('Poor example')).toBeTruthy();
    expect(within(dialog).getByText(/An app for plants/)).toBeTruthy();
    for (const category of ['Products', 'Services', 'Ideas'])
      expect(within(dialog).getByRole('region', { name: category })).toBeTruthy();

    const example = within(within(dialog).getByRole('region', { name: 'Services' })).getAllByRole(
      'button',
    )[0]!;
    fireEvent.click(example);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByPlaceholderText(CONCEPT_PLACEHOLDER) as HTMLTextAreaElement).value).toBe(
      example.textContent,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Need help writing your concept?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the selected twins as avatars', () => {
    setup({ twins });
    const group = screen.getByLabelText('Selected digital twins');
    expect(within(group).getByLabelText('Ana Borg')).toBeTruthy();
    expect(within(group).getByLabelText('Ben Smit')).toBeTruthy();
  });
});
