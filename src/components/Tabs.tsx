// Accessible tabs (WAI-ARIA Authoring Practices, tabs with automatic activation): a labelled
// tablist, one tab in the Tab order (roving tabindex), arrow keys move and select, Home/End jump.
// Every panel stays mounted (hidden when not selected) so a half-filled form survives a tab switch
// and an anchor inside any panel can be found. Controlled: the parent owns the selected id.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

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
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
