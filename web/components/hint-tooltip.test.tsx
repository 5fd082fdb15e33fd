// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HintTooltip } from './hint-tooltip';

function touchScreen(touch: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: touch && query.includes('hover: none'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

describe('HintTooltip', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('on a touch screen, shows a tapped hint at once and closes it by itself; emulated hover opens nothing', () => {
    touchScreen(true);
    vi.useFakeTimers();
    render(
      <HintTooltip title="Select at least one Digital Twin (Cost: 1 Credit)">
        <button type="button">Generate Analysis</button>
      </HintTooltip>,
    );
    const button = screen.getByRole('button');
    fireEvent.mouseOver(button);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.touchStart(button);
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('tooltip').textContent).toContain('Select at least one Digital Twin');
    fireEvent.touchEnd(button);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('tooltip').className).not.toContain('MuiTooltip-popperClose');
    act(() => vi.advanceTimersByTime(1000));
    // Closed (jsdom has no transition end, so the popper may linger in its closing state).
    const left = screen.queryByRole('tooltip');
    expect(left === null || left.className.includes('MuiTooltip-popperClose')).toBe(true);
  });

  it('with a mouse, shows the hint on hover as usual', () => {
    touchScreen(false);
    vi.useFakeTimers();
    render(
      <HintTooltip title="Generate Analysis (Cost: 1 Credit)">
        <button type="button">Generate Analysis</button>
      </HintTooltip>,
    );
    fireEvent.mouseOver(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('tooltip').textContent).toContain('Generate Analysis (Cost: 1 Credit)');
  });
});
