// Applicant search: by name, e-mail or personnummer (any usual form). The search text stays in memory only (never in
// the URL: it may be a personnummer), so coming back from a card shows the same page of results. Results show the
// personnummer masked; the server records each applicant shown in the audit log.
import { zodResolver } from '@hookform/resolvers/zod';
import { makeVar } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';
import { Link } from 'react-router';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { applicantSearchSchema, type ApplicantSearchInput } from '../../rules/staff-applicants';
import { useStaffSearchApplicantsQuery } from '../../../operations/staff/applicants/__generated__/StaffSearchApplicants';
import { useStaffTitle } from '../app/useStaffTitle';
import { Pager } from '../components/Pager';
import './applicants.css';

export const SEARCH_PAGE_SIZE = 20;

/** The last search of this tab (memory only). */
const lastSearch = makeVar<{ query: string; offset: number } | null>(null);

const fieldIds = { query: 'applicant-search-query' } as const;

export function ApplicantSearchPage() {
  useStaffTitle('Sök sökande');
  const search = useReactiveVar(lastSearch);
  const { fieldProps, shellProps } = useSubmitForm<ApplicantSearchInput, ApplicantSearchInput>({
    resolver: zodResolver(applicantSearchSchema),
    defaultValues: { query: search?.query ?? '' },
    fieldIds,
    save: async ({ query }) => {
      lastSearch({ query, offset: 0 });
      return { ok: true };
    },
  });

  return (
    <>
      <h1>Sök sökande</h1>
      <FormShell {...shellProps} submitLabel="Sök" className="staff-search-form">
        <TextField
          label="Namn, e-postadress eller personnummer"
          description="Personnummer kan skrivas 19900101-1234, 199001011234 eller 900101-1234."
          autoComplete="off"
          {...fieldProps('query')}
        />
      </FormShell>
      {search && <SearchResults query={search.query} offset={search.offset} />}
    </>
  );
}

function SearchResults({ query, offset }: { query: string; offset: number }) {
  const { data, loading, error } = useStaffSearchApplicantsQuery({
    variables: { query, first: SEARCH_PAGE_SIZE, offset },
    fetchPolicy: 'network-only',
  });
  if (loading && !data)
    return (
      <Skeleton label="Söker…">
        <SkeletonLine width="60%" />
        <SkeletonLine />
        <SkeletonLine />
      </Skeleton>
    );
  const result = data?.staffSearchApplicants;
  if (error || !result || result.error)
    return (
      <p className="alert alert--error" role="alert">
        {result?.errorText ?? 'Sökningen gick inte att göra. Försök igen.'}
      </p>
    );
  if (result.totalCount === 0)
    return (
      <p role="status" className="staff-results-status">
        Ingen sökande hittades.
      </p>
    );
  const last = Math.min(offset + result.applicants.length, result.totalCount);
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading">Sökträffar</h2>
      <p role="status" className="staff-results-status">
        Visar {offset + 1}–{last} av {result.totalCount}.
      </p>
      <table className="staff-table">
        <caption>Sökande som matchar sökningen</caption>
        <thead>
          <tr>
            <th scope="col">Namn</th>
            <th scope="col">Personnummer</th>
            <th scope="col">E-post</th>
            <th scope="col">Status</th>
            <th scope="col">Spärr</th>
          </tr>
        </thead>
        <tbody>
          {result.applicants.map((a) => (
            <tr key={a.applicantId}>
              <td>
                <Link to={`/sokande/${a.applicantId}`}>
                  {a.firstName} {a.lastName}
                </Link>
              </td>
              <td>{a.maskedPersonalIdentityNumber ?? 'Saknas'}</td>
              <td>{a.email ?? '–'}</td>
              <td>{a.statusText}</td>
              <td>{a.blocked ? 'Spärrad' : 'Nej'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager offset={offset} shown={result.applicants.length} total={result.totalCount} pageSize={SEARCH_PAGE_SIZE} onPage={(next) => lastSearch({ query, offset: next })} />
    </section>
  );
}
