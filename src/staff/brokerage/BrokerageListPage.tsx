// The homes with interest registrations, those whose brokerage needs work first (the period passed, then those being
// brokered), filtered by where their brokerage stands, a page at a time. Each row links to the home's brokerage.
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import type { StaffBrokerageState } from '../graphql/__generated__/types';
import { useStaffBrokerageListingsQuery } from '../../../operations/staff/brokerage/__generated__/StaffBrokerageListings';
import { useStaffTitle } from '../app/useStaffTitle';
import { Pager } from '../components/Pager';
import { brokerageTexts as t } from './brokerageTexts';
import './brokerage.css';

export const BROKERAGE_LIST_PAGE_SIZE = 25;

const STATES: { value: StaffBrokerageState; label: string }[] = [
  { value: 'PERIOD_PASSED', label: 'Intresseperioden har gått ut' },
  { value: 'IN_BROKERAGE', label: 'Under förmedling' },
  { value: 'OPEN', label: 'Intresseperioden pågår' },
  { value: 'CONTRACT', label: 'Kontrakt skrivet' },
];
const isState = (v: string | null): v is StaffBrokerageState => STATES.some((s) => s.value === v);

export function BrokerageListPage() {
  useStaffTitle(t.listTitle);
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('lage');
  const state = isState(stateParam) ? stateParam : null;
  const page = Math.max(1, Number(params.get('sida')) || 1);
  const selectId = useId();
  const go = (next: { state?: StaffBrokerageState | null; page?: number }) => {
    const s = next.state === undefined ? state : next.state;
    const p = next.page ?? 1;
    setParams({ ...(s ? { lage: s } : {}), ...(p > 1 ? { sida: String(p) } : {}) });
  };
  return (
    <>
      <h1>{t.listTitle}</h1>
      <p>{t.listIntro}</p>
      <div className="field brokerage-filter">
        <label className="field__label" htmlFor={selectId}>
          {t.stateFilter}
        </label>
        <select id={selectId} className="field__input" value={state ?? ''} onChange={(e) => go({ state: isState(e.target.value) ? e.target.value : null })}>
          <option value="">{t.allStates}</option>
          {STATES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <ListingRows state={state} page={page} onPage={(p) => go({ page: p })} />
    </>
  );
}

function ListingRows({ state, page, onPage }: { state: StaffBrokerageState | null; page: number; onPage: (page: number) => void }) {
  const { data, loading, error } = useStaffBrokerageListingsQuery({ variables: { state, page, pageSize: BROKERAGE_LIST_PAGE_SIZE }, fetchPolicy: 'network-only' });
  if (loading && !data)
    return (
      <Skeleton label={t.loadingList}>
        <SkeletonLine />
        <SkeletonLine />
      </Skeleton>
    );
  const result = data?.staffBrokerageListings;
  if (error || !result)
    return (
      <p className="alert alert--error" role="alert">
        {t.listError}
      </p>
    );
  if (result.total === 0) return <p role="status">{t.listEmpty}</p>;
  const offset = (result.page - 1) * result.pageSize;
  return (
    <section aria-labelledby="brokerage-homes">
      <h2 id="brokerage-homes">Bostäder</h2>
      <table className="staff-table">
        <caption>
          Bostäder {offset + 1}–{offset + result.items.length} av {result.total}
        </caption>
        <thead>
          <tr>
            <th scope="col">Adress</th>
            <th scope="col">Sista anmälningsdag</th>
            <th scope="col">Läge</th>
            <th scope="col">Anmälningar</th>
          </tr>
        </thead>
        <tbody>
          {result.items.map((h) => (
            <tr key={h.rentalObjectId}>
              <td>
                <Link to={`/formedling/${encodeURIComponent(h.rentalObjectId)}`}>
                  {h.street}, {h.city}
                </Link>
                <br />
                <small>{h.rentalObjectId}</small>
              </td>
              <td>{h.lastReplyDate}</td>
              <td>{h.stateText}</td>
              <td>
                {h.registrations}
                <ul className="brokerage-counts">
                  {h.stageCounts.map((c) => (
                    <li key={c.stage}>
                      {c.stageText}: {c.count}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager offset={offset} shown={result.items.length} total={result.total} pageSize={result.pageSize} onPage={(o) => onPage(Math.floor(o / result.pageSize) + 1)} />
    </section>
  );
}
