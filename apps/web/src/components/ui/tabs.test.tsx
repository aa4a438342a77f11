import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

function Example({ onValueChange, disabled }: { onValueChange?: (value: string) => void; disabled?: string }) {
  return (
    <Tabs defaultValue="a" onValueChange={onValueChange}>
      <TabsList aria-label="Seções">
        {['a', 'b', 'c'].map((v) => (
          <TabsTrigger key={v} value={v} disabled={v === disabled}>
            Aba {v.toUpperCase()}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="a">Conteúdo A</TabsContent>
      <TabsContent value="b">Conteúdo B</TabsContent>
      <TabsContent value="c" forceMount className="data-[state=inactive]:hidden">
        <input aria-label="Campo C" />
      </TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('links each tab to its panel and shows only the active one (a forced panel stays mounted)', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Seções' })).toBeInTheDocument();
    expect(tab('Aba A')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Aba B')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Aba A' });
    expect(panel).toHaveTextContent('Conteúdo A');
    expect(tab('Aba A')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Conteúdo B')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Campo C').closest('[role="tabpanel"]')).toHaveAttribute('data-state', 'inactive');
  });

  it('selects a tab by click and reports the new value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    await user.click(tab('Aba B'));
    expect(tab('Aba B')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Aba B' })).toHaveTextContent('Conteúdo B');
    expect(onValueChange).toHaveBeenCalledWith('b');
    await user.click(tab('Aba B'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('is one tab stop; arrows, Home and End move and select, wrapping and skipping disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Example disabled="b" />);
    expect(tab('Aba A')).toHaveAttribute('tabindex', '0');
    expect(tab('Aba C')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(tab('Aba A')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Aba C')).toHaveFocus();
    expect(tab('Aba C')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Aba C')).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowRight}');
    expect(tab('Aba A')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Aba C')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Aba A')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Aba C')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Campo C').closest('[role="tabpanel"]')).toHaveAttribute('data-state', 'active');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('a');
      return (
        <>
          <button type="button" onClick={() => setValue('b')}>
            Ir para B
          </button>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList>
              <TabsTrigger value="a">Aba A</TabsTrigger>
              <TabsTrigger value="b">Aba B</TabsTrigger>
            </TabsList>
            <TabsContent value="a">Conteúdo A</TabsContent>
            <TabsContent value="b">Conteúdo B</TabsContent>
          </Tabs>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Ir para B' }));
    expect(tab('Aba B')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Aba A'));
    expect(screen.getByText('Conteúdo A')).toBeInTheDocument();
  });

  it("marks a tab whose fields hold errors, keeping its name and its panel's", () => {
    const { rerender } = render(
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">Aba A</TabsTrigger>
          <TabsTrigger value="b" errorCount={2}>
            Aba B
          </TabsTrigger>
        </TabsList>
        <TabsContent value="b" forceMount>
          Conteúdo B
        </TabsContent>
      </Tabs>,
    );
    expect(tab('Aba B')).toHaveAccessibleDescription('Com erro em 2 campos');
    expect(tab('Aba B')).toHaveAttribute('data-invalid');
    expect(tab('Aba B')).toHaveTextContent('2');
    expect(screen.getByRole('tabpanel', { name: 'Aba B', hidden: true })).toBeInTheDocument();
    expect(tab('Aba A')).not.toHaveAccessibleDescription();
    expect(tab('Aba A')).not.toHaveAttribute('data-invalid');

    rerender(
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">Aba A</TabsTrigger>
          <TabsTrigger value="b" errorCount={0}>
            Aba B
          </TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    expect(tab('Aba B')).not.toHaveAccessibleDescription();
    expect(tab('Aba B')).toHaveTextContent(/^Aba B$/);
  });
});
