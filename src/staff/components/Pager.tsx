// Previous and next page buttons under a paged back-office table (each shown only when there is such a page).
export function Pager({ offset, shown, total, pageSize, onPage }: { offset: number; shown: number; total: number; pageSize: number; onPage: (offset: number) => void }) {
  if (offset === 0 && offset + shown >= total) return null;
  return (
    <nav className="staff-pager" aria-label="Sidor">
      {offset > 0 && (
        <button type="button" className="button button--secondary" onClick={() => onPage(Math.max(0, offset - pageSize))}>
          Föregående sida
        </button>
      )}
      {offset + shown < total && (
        <button type="button" className="button button--secondary" onClick={() => onPage(offset + pageSize)}>
          Nästa sida
        </button>
      )}
    </nav>
  );
}
