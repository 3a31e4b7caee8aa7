// Nothing matches: says so and names the filters to loosen, with a way to clear them all.
import { useId } from 'react';
import { listingTexts as t, loosenFiltersText } from './listingTexts';

export function EmptyResult({ filterNames, onClear }: { filterNames: readonly string[]; onClear: () => void }) {
  const headingId = useId();
  const advice = loosenFiltersText(filterNames);
  return (
    <section className="listing-empty" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.emptyHeading}</h2>
      {advice && <p>{advice}</p>}
      {filterNames.length > 0 && (
        <button type="button" className="button button--secondary" onClick={onClear}>
          {t.clearFilter}
        </button>
      )}
    </section>
  );
}
