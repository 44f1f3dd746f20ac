import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination.tsx';
import { usePagination } from './use-pagination.ts';

function Grid({ count, pageSize = 12 }: { count: number; pageSize?: number }) {
  const items = Array.from({ length: count }, (_, i) => `item ${i + 1}`);
  const paging = usePagination(items, pageSize);
  return (
    <>
      <ul>
        {paging.visible.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Pagination {...paging} />
    </>
  );
}

const rows = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('Pagination', () => {
  it('shows one page of 12 and toggles Show All / Hide All', () => {
    render(<Grid count={30} />);
    expect(rows()).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(rows()).toHaveLength(30);
    expect(screen.queryByText('Page 1 of 3')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide All' }));
    expect(rows()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show All' })).toBeTruthy();
  });

  it('pages forward and back', () => {
    render(<Grid count={30} />);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(rows()).toEqual(['item 25', 'item 26', 'item 27', 'item 28', 'item 29', 'item 30']);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(rows()[0]).toBe('item 13');
  });

  it('has no controls when everything fits on one page', () => {
    render(<Grid count={12} />);
    expect(rows()).toHaveLength(12);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
