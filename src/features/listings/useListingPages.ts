// One search's homes, a page at a time: the first page comes with the query, more are added with fetchMore into the
// same cache entry (src/app/apollo/pagedList.ts). The page says how many homes it wants shown ('Visa fler', scrolling
// to the end, or as many as before when the applicant comes back); whatever is missing is fetched, at most
// MAX_TAKE a request. While another search loads, the last one's homes stay on the page.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDeferredResult } from '../../app/apollo/useDeferredResult';
import { resultText } from '../../components/resultText';
import { useGetRentalObjectsAvailableQuery, type RentalObjectListItemFragment } from '../../graphql/__generated__/hooks';
import { listingFilterInput, MAX_TAKE, PAGE_SIZE, type ListingFilter, type SortKey } from '../../rules/listings';
import { listingTexts as t } from './listingTexts';

export interface ListingPages {
  homes: readonly RentalObjectListItemFragment[];
  /** How many homes match; null until the first page is there. */
  totalCount: number | null;
  /** Why the first page could not be shown (Swedish), or null. */
  failedText: string | null;
  /** Homes being fetched now (the page reserves their space). */
  missing: number;
  /** A later page failed; showMore tries again. */
  moreFailed: boolean;
  /** Ask for the next page. */
  showMore: () => void;
}

export function useListingPages(filter: ListingFilter, sort: SortKey, initialCount: number): ListingPages {
  const input = useMemo(() => listingFilterInput(filter), [filter]);
  const searchKey = JSON.stringify([input, sort]);
  // The homes reach the page in a transition (React renders their cards in slices): rendering a page of cards at once
  // when the answer came was the list's longest task on a slow phone. Until then the placeholders keep their room.
  const query = useDeferredResult(useGetRentalObjectsAvailableQuery({ variables: { filter: input, sort, skip: 0, take: PAGE_SIZE } }));
  const current = query.data?.getRentalObjectsAvailable;
  const result = current ?? (query.loading ? query.previousData?.getRentalObjectsAvailable : undefined);
  const homes = result && !result.error ? result.rentalObjects : null;

  // How many homes this search should show; a new search starts with one page.
  const [want, setWant] = useState(() => ({ key: searchKey, count: Math.max(PAGE_SIZE, initialCount) }));
  const wanted = want.key === searchKey ? want.count : PAGE_SIZE;
  const [failedSearch, setFailedSearch] = useState<string | null>(null);
  const moreFailed = failedSearch === searchKey;
  const [fetching, setFetching] = useState(false);
  const inFlight = useRef(false);
  // The search and count a page was last fetched after: fetchMore resolves before the list re-renders with the new
  // homes, and the same page must not be asked for twice meanwhile.
  const fetchedAfter = useRef<string | null>(null);

  const loaded = current && !current.error ? current.rentalObjects.length : 0;
  const missing = current && !current.error ? Math.max(0, Math.min(wanted, current.totalCount) - loaded) : 0;
  const { fetchMore } = query;

  useEffect(() => {
    const at = `${searchKey}|${loaded}`;
    if (missing === 0 || moreFailed || inFlight.current || fetchedAfter.current === at) return;
    inFlight.current = true;
    fetchedAfter.current = at;
    setFetching(true);
    const search = searchKey;
    fetchMore({ variables: { skip: loaded, take: Math.min(MAX_TAKE, missing) } })
      .then((res) => {
        // A page without homes (the list shrank meanwhile) would leave the placeholders waiting: say so instead.
        const page = res.data?.getRentalObjectsAvailable;
        if (res.error || !page || page.error || page.rentalObjects.length === 0) setFailedSearch(search);
      })
      .catch(() => setFailedSearch(search))
      .finally(() => {
        inFlight.current = false;
        setFetching(false);
      });
  }, [missing, moreFailed, loaded, fetchMore, searchKey, fetching]);

  const showMore = useCallback(() => {
    if (missing > 0 && !moreFailed) return;
    fetchedAfter.current = null;
    setFailedSearch(null);
    setWant({ key: searchKey, count: loaded + PAGE_SIZE });
  }, [missing, moreFailed, searchKey, loaded]);

  return {
    homes: homes ?? [],
    totalCount: homes ? result!.totalCount : null,
    failedText: !query.loading && !homes ? resultText(query.error ? null : result, { generic: t.loadFailed }) : null,
    missing: moreFailed ? 0 : missing,
    moreFailed,
    showMore,
  };
}
