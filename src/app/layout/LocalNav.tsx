// The logged-in 'My pages' navigation; logout comes last. Used in the header on small screens
// and beside the profile pages on large ones.
import { useReactiveVar } from '@apollo/client/react';
import { NavLink } from 'react-router';
import { sessionVar } from '../session/sessionState';
import { localNavItems } from './localNavItems';

export const LOCAL_NAV_ID = 'local-navigation';

export function LocalNav({ id, className = '' }: { id?: string; className?: string }) {
  const { isCoApplicant } = useReactiveVar(sessionVar);
  return (
    <nav id={id} className={`local-nav ${className}`} aria-label="Mina sidor">
      <ul className="local-nav__list">
        {localNavItems(isCoApplicant).map((item) => (
          <li key={item.to}>
            <NavLink className="local-nav__link" to={item.to}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink className="local-nav__link" to="/logout">
            Logga ut
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
