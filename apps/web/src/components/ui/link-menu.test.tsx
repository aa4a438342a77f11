import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LinkMenu } from './link-menu.tsx';

// Hash links: jsdom does not navigate anywhere else.
const items = [
  { label: 'Planilha CSV', href: '#export-csv', download: true },
  { label: 'Planilha Excel (XLSX)', href: '#export-xlsx', download: true },
];

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <LinkMenu label="Exportar" items={items} />
      <button type="button">Outro</button>
    </>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'Exportar' }) };
}

describe('LinkMenu', () => {
  it('opens on click with its links as menu items, the first focused; Esc closes back to the button', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Exportar' })).toBeInTheDocument();
    const csv = screen.getByRole('menuitem', { name: 'Planilha CSV' });
    expect(csv).toHaveAttribute('href', '#export-csv');
    expect(csv).toHaveAttribute('download');
    expect(csv).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('moves between items with the arrows, Home and End, wrapping around', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Planilha CSV' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Planilha Excel (XLSX)' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Planilha CSV' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Planilha Excel (XLSX)' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Planilha CSV' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Planilha Excel (XLSX)' })).toHaveFocus();
  });

  it('closes on a click elsewhere, on Tab, and after an item is chosen', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Outro' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Planilha CSV' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('keeps its items when their links change while open (a filter settling), so a click in flight is not lost', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<LinkMenu label="Exportar" items={items} />);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const csv = screen.getByRole('menuitem', { name: 'Planilha CSV' });
    expect(csv).toHaveFocus();
    rerender(<LinkMenu label="Exportar" items={items.map((item) => ({ ...item, href: `${item.href}-suspenso` }))} />);
    const after = screen.getByRole('menuitem', { name: 'Planilha CSV' });
    expect(after).toBe(csv);
    expect(after).toHaveAttribute('href', '#export-csv-suspenso');
    expect(after).toHaveFocus();
  });
});
