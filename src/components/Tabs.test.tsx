// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { nextTabIndex, Tabs } from './Tabs';

const items = [
  { id: 'one', label: 'Ett', panel: <p>Panel ett</p> },
  { id: 'two', label: 'Två', panel: <input aria-label="Fält i två" /> },
  { id: 'three', label: 'Tre', panel: <p>Panel tre</p> },
];

function Harness({ initial = 'one' }: { initial?: string }) {
  const [selected, setSelected] = useState(initial);
  return (
    <>
      <button type="button">Före</button>
      <Tabs label="Inställningar" tabs={items} selectedId={selected} onSelect={setSelected} />
    </>
  );
}

describe('nextTabIndex', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowLeft', 2, 1],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['ArrowDown', 0, null],
    ['Enter', 1, null],
  ])('%s from %i in three tabs goes to %s', (key, from, to) => {
    expect(nextTabIndex(key, from, 3)).toBe(to);
  });
});

describe('Tabs', () => {
  it('is a labelled tablist whose tabs control their panels; only the selected panel shows', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Inställningar' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Ett', 'Två', 'Tre']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    expect(tabs[0]).toHaveAttribute('aria-controls', 'one');
    const panel = screen.getByRole('tabpanel', { name: 'Ett' });
    expect(panel).toHaveAttribute('id', 'one');
    expect(panel).toHaveTextContent('Panel ett');
    // The other panels stay in the document, hidden.
    expect(document.getElementById('two')).not.toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Två' })).not.toBeInTheDocument();
  });

  it('has one tab in the Tab order; Tab goes from the selected tab to its panel', async () => {
    const user = userEvent.setup();
    render(<Harness initial="two" />);
    await user.click(screen.getByRole('button', { name: 'Före' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Två' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Två' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Ett' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Två' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Två' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Två' })).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ett' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Tre' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Ett' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Tre' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Tre' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Ett' })).toHaveAttribute('tabindex', '-1');
  });

  it('keeps what was typed in a panel when another tab is chosen and back', async () => {
    const user = userEvent.setup();
    render(<Harness initial="two" />);
    await user.type(screen.getByLabelText('Fält i två'), 'kvar');
    await user.click(screen.getByRole('tab', { name: 'Ett' }));
    await user.click(screen.getByRole('tab', { name: 'Två' }));
    expect(screen.getByLabelText('Fält i två')).toHaveValue('kvar');
  });

  it("renders a panel's content only once its tab has been selected, then keeps it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(document.getElementById('two')).toBeEmptyDOMElement();
    expect(document.getElementById('three')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('tab', { name: 'Två' }));
    expect(screen.getByLabelText('Fält i två')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Ett' }));
    expect(screen.getByLabelText('Fält i två')).not.toBeVisible();
    expect(document.getElementById('three')).toBeEmptyDOMElement();
  });

  it('shows the first tab when the selected id is not among the tabs', () => {
    render(<Tabs label="Inställningar" tabs={items} selectedId="gone" onSelect={() => undefined} />);
    expect(screen.getByRole('tab', { name: 'Ett' })).toHaveAttribute('aria-selected', 'true');
  });
});
