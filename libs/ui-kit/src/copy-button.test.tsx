import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button.tsx';

const setClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

describe('CopyButton', () => {
  afterEach(() => vi.useRealTimers());

  it("writes the value and reads 'Copied!' for two seconds", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    render(<CopyButton value="https://example.com/x" label="Copy Link" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Link' })));
    expect(writeText).toHaveBeenCalledWith('https://example.com/x');
    expect(screen.getByRole('button').textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button').textContent).toBe('Copy');
  });

  it('never claims a copy the browser refused', async () => {
    setClipboard(() => Promise.reject(new Error('denied')));
    render(<CopyButton value="secret" texts={{ copy: 'Copy Key', copied: 'Done' }} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button').textContent).toBe('Copy Key');
  });
});
