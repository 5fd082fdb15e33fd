// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InterviewMessage } from '@contracts/interviews';
import type { Persona } from '@contracts/personas';
import type { Interview } from '../api/use-interview';
import { InterviewChat } from './interview-chat';

Element.prototype.scrollIntoView = () => undefined;

const twin = {
  id: 'p1',
  name: 'Ana Borg',
  profile_image: '',
  age: 34,
  occupation: 'Teacher',
  city: 'Sliema',
  location: 'Sliema, Malta',
  household: 'Lives alone',
  segments: { income_bracket: 'Middle' },
} as Persona;

const message = (sender: 'user' | 'ai', index: number): InterviewMessage => ({
  id: `m${index}`,
  sender,
  personaId: 'p1',
  personaName: 'Ana Borg',
  text: `${sender} message ${index}`,
  timestamp: '2026-01-01T00:00:00.000Z',
});

const interview = (messages: InterviewMessage[] = [], topic = ''): Interview => ({
  id: 'i1',
  personaId: 'p1',
  topic,
  messages,
  summary: null,
  topics: [],
});

function setup(props: Partial<Parameters<typeof InterviewChat>[0]> = {}) {
  const handlers = { onAsk: vi.fn(), onRetry: vi.fn() };
  render(
    <MemoryRouter>
      <InterviewChat
        interview={interview()}
        twin={twin}
        answering={false}
        pending={null}
        error={null}
        canRetry={false}
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
  );
  return handlers;
}

afterEach(cleanup);

describe('Interview chat', () => {
  it('offers opening questions about the twin without a topic, and about the topic with one', () => {
    const { onAsk } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Tell me a bit about yourself.' }));
    expect(onAsk).toHaveBeenCalledWith('Tell me a bit about yourself.');
    cleanup();
    setup({ interview: interview([], 'BrewBox') });
    expect(screen.getByRole('button', { name: 'Would you buy it? Why or why not?' })).toBeTruthy();
  });

  it('sends on Enter and keeps Shift+Enter for a new line', () => {
    const { onAsk } = setup();
    const box = screen.getByRole('textbox', { name: 'Your question' });
    fireEvent.change(box, { target: { value: 'Where do you shop?' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onAsk).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onAsk).toHaveBeenCalledWith('Where do you shop?');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the twin typing until the first words arrive, then the words', () => {
    setup({ answering: true, pending: { question: 'Hello?', text: '' } });
    expect(screen.getByRole('status', { name: 'Ana is typing' })).toBeTruthy();
    cleanup();
    setup({ answering: true, pending: { question: 'Hello?', text: 'Hi, I am' } });
    expect(screen.getByTestId('interview-answer-streaming').textContent).toContain('Hi, I am');
  });

  it('offers a retry after a failed question', () => {
    const { onRetry } = setup({ error: new Error('The twin could not answer right now.'), canRetry: true });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('closes the composer once all 20 questions are asked', () => {
    const messages = Array.from({ length: 40 }, (_, i) => message(i % 2 === 0 ? 'user' : 'ai', i));
    setup({ interview: interview(messages) });
    expect(screen.getByTestId('question-count').textContent).toBe('20 of 20 questions');
    expect(screen.queryByRole('textbox', { name: 'Your question' })).toBeNull();
    expect(screen.getByText(/used all 20 questions/)).toBeTruthy();
  });
});
