// 'Tillbaka till lediga bostäder'. When the applicant came here inside the app the link goes back in the history,
// so the list restores its filter and scroll position; opened directly (a bookmark, an e-mail link, a reload in a
// new tab) it is a plain link to the list. It stays a real link either way (href, new tab, copy link work).
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

export const LIST_PATH = '/lediga-bostader';

/** Whether this entry was reached by navigating inside the app (BrowserRouter keeps an index in history.state). */
function cameFromInsideApp(locationKey: string): boolean {
  if (locationKey === 'default') return false;
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' && idx > 0;
}

export function BackToListLink({ children = 'Tillbaka till lediga bostäder' }: { children?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!cameFromInsideApp(location.key)) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link className="back-link" to={LIST_PATH} onClick={onClick}>
      {children}
    </Link>
  );
}
