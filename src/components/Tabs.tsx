// Accessible tabs (WAI-ARIA Authoring Practices, tabs with automatic activation): a labelled
// tablist, one tab in the Tab order (roving tabindex), arrow keys move and select, Home/End jump.
// Every panel element is always there (hidden when not selected: its id is the anchor that leads to the tab), but a
// panel's content is rendered only once its tab has been selected, and then stays mounted, so a half-filled form
// survives a tab switch while a page with several forms in tabs renders just the one in view on arrival (a long task
// less on a slow phone). Controlled: the parent owns the selected id.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  /** The panel's id: also the page anchor that leads to it (#id). */
  id: string;
  label: string;
  panel: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tablist. */
  label: string;
  tabs: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
}

export const tabIdOf = (panelId: string) => `${panelId}-tab`;

/** The index a key moves to from `index` in a list of `count` tabs, or null for other keys. */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function Tabs({ label, tabs, selectedId, onSelect }: TabsProps) {
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selected = tabs.find((t) => t.id === selectedId) ?? tabs[0];
  // The tabs selected so far (state adjusted while rendering, as React advises for values derived from props).
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  if (selected && !opened.has(selected.id)) setOpened(new Set(opened).add(selected.id));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected?.id;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabIdOf(tab.id)}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={tab.id}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={tab.id}
          role="tabpanel"
          className="tabs__panel"
          aria-labelledby={tabIdOf(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected?.id}
        >
          {(tab.id === selected?.id || opened.has(tab.id)) && tab.panel}
        </div>
      ))}
    </div>
  );
}
