import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';

const renderPager = (page: number, total: number) => {
  const onPage = vi.fn();
  render(<Pager page={page} pageSize={100} total={total} onPage={onPage} label="Páginas dos lançamentos" itemsLabel="Lançamentos" />);
  return { onPage, nav: () => screen.queryByRole('navigation', { name: 'Páginas dos lançamentos' }) };
};

describe('Pager', () => {
  it('names the items on screen and the page, and moves one page either way', async () => {
    const user = userEvent.setup();
    const { onPage, nav } = renderPager(2, 1_430);
    expect(nav()).toHaveTextContent('Lançamentos 101–200 de 1.430');
    expect(nav()).toHaveTextContent('Página 2 de 15');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('ends the last page on the last item and offers no next page', () => {
    const { nav } = renderPager(3, 230);
    expect(nav()).toHaveTextContent('Lançamentos 201–230 de 230');
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  });

  it('shows nothing when every item fits on one page', () => {
    const { nav } = renderPager(1, 100);
    expect(nav()).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('stays, as the count, on one page when the screen asks, but not for an empty list', () => {
    const { unmount } = render(<Pager page={1} pageSize={20} total={3} onPage={vi.fn()} label="Páginas das faturas" itemsLabel="Faturas" showSinglePage />);
    const nav = screen.getByRole('navigation', { name: 'Páginas das faturas' });
    expect(nav).toHaveTextContent('Faturas 1–3 de 3');
    expect(nav).toHaveTextContent('Página 1 de 1');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    unmount();
    render(<Pager page={1} pageSize={20} total={0} onPage={vi.fn()} label="Páginas das faturas" showSinglePage />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('leads from a page past the end (the list shrank) back to the last one', async () => {
    const { onPage, nav } = renderPager(5, 230);
    expect(nav()).toHaveTextContent('Nada nesta página.');
    expect(nav()).toHaveTextContent('Página 5 de 3');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });
});
