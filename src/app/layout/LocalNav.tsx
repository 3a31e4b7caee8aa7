// The logged-in 'My pages' navigation; logout comes last. Used in the header on small screens
// and beside the profile pages on large ones.
import { useReactiveVar } from '@apollo/client/react';
import { memo } from 'react';
import { NavLink } from 'react-router';
import { pagesNeedingAttention } from '../../features/profile';
import { useGetIndicatorsQuery } from '../../graphql/__generated__/hooks';
import { sessionVar } from '../session/sessionState';
import { localNavItems } from './localNavItems';

export const LOCAL_NAV_ID = 'local-navigation';
/** Read after a marked link's name. */
export const ATTENTION_TEXT = '(att göra)';

// Memoised: the header and the profile layout re-render as their queries answer, which need not re-render these links.
export const LocalNav = memo(function LocalNav({ id, className = '' }: { id?: string; className?: string }) {
  const { isCoApplicant } = useReactiveVar(sessionVar);
  // A page with something to do (getIndicators, features/profile/profileTodo.ts) gets the header's attention mark.
  const indicators = useGetIndicatorsQuery().data?.getIndicators.indicators;
  const attention = indicators ? pagesNeedingAttention(indicators) : new Set<string>();
  return (
    <nav id={id} className={`local-nav ${className}`} aria-label="Mina sidor">
      <ul className="local-nav__list">
        {localNavItems(isCoApplicant).map((item) => (
          <li key={item.to}>
            <NavLink className="local-nav__link" to={item.to}>
              {item.label}
              {attention.has(item.to) && (
                <>
                  <span className="visually-hidden"> {ATTENTION_TEXT}</span>
                  <span className="attention-dot" aria-hidden="true" />
                </>
              )}
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
});
