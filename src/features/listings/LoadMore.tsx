// Under the cards: how many of how many are shown and 'Visa fler'. The next page also comes by itself when this
// part of the page nears the window (infinite scroll), well before it is in view, so the cards are there (or their
// placeholders, which have the same size) before the footer could be seen moving. The button stays for keyboard and
// screen-reader users and wherever IntersectionObserver is missing (it takes focus to the first new home); a failed
// page is said here, and the button tries again.
import { useEffect, useRef } from 'react';
import { listingTexts as t, shownOfText } from './listingTexts';

/** How far below the window the next page is asked for. */
const AHEAD = '0px 0px 1200px 0px';

export interface LoadMoreProps {
  shown: number;
  total: number;
  /** A page is being fetched. */
  loading: boolean;
  failed: boolean;
  /** The button was pressed (also while a page is on its way: then it is that page the applicant wants to see). */
  onShowMore: () => void;
  /** The end of the list came near while scrolling. */
  onNearEnd: () => void;
}

export function LoadMore({ shown, total, loading, failed, onShowMore, onNearEnd }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const nearEnd = useRef(onNearEnd);
  nearEnd.current = onNearEnd;
  const more = shown < total;
  // Observing again after each page: a page that leaves this part still near the window asks for the next one.
  const idle = more && !loading && !failed;

  useEffect(() => {
    const element = ref.current;
    if (!idle || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Not while focus is on the button (Tab brought it into view): a keyboard user presses it and is taken to the
        // first new home, instead of a page slipping in unseen before the button.
        if (entries.some((e) => e.isIntersecting) && !element.contains(document.activeElement)) nearEnd.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [idle, shown]);

  if (!more) return null;
  return (
    <div className="listing-more" ref={ref}>
      <p className="listing-more__count">{shownOfText(shown, total)}</p>
      {failed && (
        <p className="alert alert--error" role="alert">
          {t.moreFailed}
        </p>
      )}
      <button type="button" className="button button--secondary listing-more__button" onClick={onShowMore}>
        {t.showMore}
      </button>
    </div>
  );
}
