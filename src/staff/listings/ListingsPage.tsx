// Every rental object, published or not, newest first, a page at a time; a search by street, city or id. Each row
// links to its editor; 'Ny bostad' creates one (unpublished until it is published).
import { zodResolver } from '@hookform/resolvers/zod';
import { makeVar } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';
import { Link } from 'react-router';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { formatKronor } from '../../rules/money';
import { z } from '../../rules/zod';
import { useStaffListingsQuery } from '../../../operations/staff/listings/__generated__/StaffListings';
import { useStaffTitle } from '../app/useStaffTitle';
import { Pager } from '../components/Pager';
import { StatusBadge } from './StatusBadge';
import './listings.css';

export const LISTINGS_PAGE_SIZE = 25;

const searchSchema = z.object({ search: z.string().trim().max(100, 'Söktexten får vara högst 100 tecken') });
type SearchInput = z.input<typeof searchSchema>;

/** The last search of this tab. */
const lastSearch = makeVar<{ search: string; offset: number }>({ search: '', offset: 0 });
const fieldIds = { search: 'listings-search' } as const;

export function ListingsPage() {
  useStaffTitle('Bostäder');
  const state = useReactiveVar(lastSearch);
  const { fieldProps, shellProps } = useSubmitForm<SearchInput, z.output<typeof searchSchema>>({
    resolver: zodResolver(searchSchema),
    defaultValues: { search: state.search },
    fieldIds,
    save: async ({ search }) => {
      lastSearch({ search, offset: 0 });
      return { ok: true };
    },
  });
  return (
    <>
      <h1>Bostäder</h1>
      <p>Alla bostäder, även de som inte är publicerade. Nya bostäder är opublicerade tills du publicerar dem.</p>
      <p>
        <Link to="/bostader/ny" className="button">
          Ny bostad
        </Link>
      </p>
      <FormShell {...shellProps} submitLabel="Sök" className="staff-filter-form">
        <TextField label="Sök på gatuadress, ort eller objekt-id" autoComplete="off" {...fieldProps('search')} />
      </FormShell>
      <ListingRows search={state.search} offset={state.offset} onPage={(offset) => lastSearch({ ...state, offset })} />
    </>
  );
}

function ListingRows({ search, offset, onPage }: { search: string; offset: number; onPage: (offset: number) => void }) {
  const { data, loading, error } = useStaffListingsQuery({ variables: { search: search || null, skip: offset, take: LISTINGS_PAGE_SIZE }, fetchPolicy: 'network-only' });
  if (loading && !data)
    return (
      <Skeleton label="Hämtar bostäderna…">
        <SkeletonLine />
        <SkeletonLine />
      </Skeleton>
    );
  const page = data?.staffListings;
  if (error || !page)
    return (
      <p className="alert alert--error" role="alert">
        Bostäderna gick inte att hämta. Försök igen.
      </p>
    );
  if (page.totalCount === 0) return <p role="status">Inga bostäder matchar sökningen.</p>;
  return (
    <section aria-labelledby="listings-heading">
      <h2 id="listings-heading">Bostäder</h2>
      <p role="status">
        Visar {offset + 1}–{offset + page.items.length} av {page.totalCount}.
      </p>
      <table className="staff-table">
        <caption>Bostäder, senast skapade först</caption>
        <thead>
          <tr>
            <th scope="col">Adress</th>
            <th scope="col">Område</th>
            <th scope="col">Rum</th>
            <th scope="col">Yta</th>
            <th scope="col">Hyra</th>
            <th scope="col">Publiceringsperiod</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((o) => (
            <tr key={o.rentalObjectId}>
              <td>
                <Link to={`/bostader/${encodeURIComponent(o.rentalObjectId)}`}>
                  {o.street}, {o.city}
                </Link>
                <br />
                <small>{o.rentalObjectId}</small>
              </td>
              <td>{o.districtName}</td>
              <td>{o.rooms}</td>
              <td>{o.area.toLocaleString('sv-SE')} m²</td>
              <td>{formatKronor(Math.round(o.rent * 100))}</td>
              <td>
                {o.startDate} – {o.endDate}
              </td>
              <td>
                <StatusBadge published={o.published} onApplicantList={o.onApplicantList} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager offset={offset} shown={page.items.length} total={page.totalCount} pageSize={LISTINGS_PAGE_SIZE} onPage={onPage} />
    </section>
  );
}
