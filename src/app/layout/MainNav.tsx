// The main navigation: a start link plus the content service's menu (nested), as a disclosure
// menu: items with children get a button that shows and hides their sub-list.
import { useReactiveVar } from '@apollo/client/react';
import { memo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { contentHref, menuVar, type MenuItem } from './contentStore';

export const MAIN_NAV_ID = 'main-navigation';

function MenuEntry({ item }: { item: MenuItem }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const subId = `main-nav-sub-${item.id}`;
  const hasChildren = item.children.length > 0;

  // Escape closes the sub-list and returns to its button; so does tabbing out of the item.
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <li className="main-nav__item" onKeyDown={hasChildren ? onKeyDown : undefined} onBlur={hasChildren ? onBlur : undefined}>
      <a className="main-nav__link" href={contentHref(item.url)}>
        {item.name}
      </a>
      {hasChildren && (
        <>
          <button
            ref={buttonRef}
            type="button"
            className="main-nav__expand"
            aria-expanded={open}
            aria-controls={subId}
            aria-label={`Undermeny ${item.name}`}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
          <ul className="main-nav__sub" id={subId} hidden={!open}>
            {item.children.map((child) => (
              <MenuEntry key={child.id} item={child} />
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

// Memoised: the header re-renders as the session check and the agency's profile answer, which need not re-render the menu.
export const MainNav = memo(function MainNav({ open }: { open: boolean }) {
  const menu = useReactiveVar(menuVar);
  return (
    <nav id={MAIN_NAV_ID} className={`main-nav${open ? ' is-open' : ''}`} aria-label="Huvudmeny">
      <ul className="main-nav__list">
        <li className="main-nav__item">
          <NavLink className="main-nav__link" to="/" end>
            Start
          </NavLink>
        </li>
        {menu?.map((item) => (
          <MenuEntry key={item.id} item={item} />
        ))}
      </ul>
    </nav>
  );
});
