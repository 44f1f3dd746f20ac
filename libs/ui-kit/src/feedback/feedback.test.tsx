import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeSelector, dateRangeLabel } from '../date-range-selector.tsx';
import { PageTitle } from '../page-title.tsx';
import { NotFound } from './not-found.tsx';
import { TOAST_DURATION_MS, ToastHost, useToast } from './toast.tsx';

describe('titles', () => {
  it('sets the document title with the product suffix', () => {
    render(<PageTitle page="Dashboard" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dashboard');
    expect(document.title).toBe('Dashboard | Advocate');
  });

  it('shows Page Not Found by default', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(document.title).toBe('Page Not Found | Advocate');
  });
});

describe('date ranges', () => {
  it('labels Last N Days and All Time', () => {
    expect(dateRangeLabel('07')).toBe('Last 7 Days');
    expect(dateRangeLabel('90')).toBe('Last 90 Days');
    expect(dateRangeLabel('all')).toBe('All Time');
    render(<DateRangeSelector value="30" onChange={() => undefined} />);
    const labels = screen.getAllByRole('option').map((o) => o.textContent);
    expect(labels).toEqual(['Last 7 Days', 'Last 30 Days', 'Last 90 Days', 'All Time']);
  });
});

describe('toasts', () => {
  it('shows a message and hides it after a few seconds', () => {
    vi.useFakeTimers();
    let show: (m: string) => void = () => undefined;
    function Trigger() {
      show = useToast().showToast;
      return null;
    }
    render(
      <Provider>
        <Trigger />
        <ToastHost />
      </Provider>,
    );
    act(() => show('Invite Sent!'));
    expect(screen.getByRole('status').textContent).toContain('Invite Sent!');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Invite Sent!')).toBeNull();
    vi.useRealTimers();
  });
});
