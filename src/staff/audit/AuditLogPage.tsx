// The audit log: who did or saw what, about which applicant, when — filtered by staff member, applicant number and
// days, newest first, a page at a time. The filter is in the URL (?handlaggare=&sokande=&fran=&till=), so the card's
// "Visa loggen för sökanden" links here. Searching the log writes nothing to it.
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../components/dateFormat';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { auditSearchSchema, type AuditSearchForm } from '../../rules/staff-audit';
import { useStaffAuditLogQuery } from '../../../operations/staff/audit/__generated__/StaffAuditLog';
import { useStaffMembersQuery } from '../../../operations/staff/audit/__generated__/StaffMembers';
import { useStaffTitle } from '../app/useStaffTitle';
import { Pager } from '../components/Pager';
import './audit.css';

export const AUDIT_PAGE_SIZE = 50;

const fieldIds = { staffUserId: 'audit-staff', applicantId: 'audit-applicant', from: 'audit-from', to: 'audit-to' } as const;
const params = { staffUserId: 'handlaggare', applicantId: 'sokande', from: 'fran', to: 'till' } as const;

const numberOrNull = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

export function AuditLogPage() {
  useStaffTitle('Logg');
  const [search, setSearch] = useSearchParams();
  const filter: AuditSearchForm = {
    staffUserId: search.get(params.staffUserId) ?? '',
    applicantId: search.get(params.applicantId) ?? '',
    from: search.get(params.from) ?? '',
    to: search.get(params.to) ?? '',
  };
  const offset = numberOrNull(search.get('sida')) ?? 0;

  return (
    <>
      <h1>Logg</h1>
      <p>Loggen visar vad handläggarna har gjort och vilka sökandes uppgifter de har sett, senaste först.</p>
      {/* A new filter in the URL (a link, the menu) gives the form its values anew. */}
      <FilterForm key={JSON.stringify(filter)} filter={filter} onSearch={setSearch} />
      <AuditEntries filter={filter} offset={offset} onPage={(next) =>
          setSearch((current) => {
            const paged = new URLSearchParams(current);
            paged.set('sida', String(next));
            return paged;
          })
        } />
    </>
  );
}

function FilterForm({ filter, onSearch }: { filter: AuditSearchForm; onSearch: (next: URLSearchParams) => void }) {
  const members = useStaffMembersQuery().data?.staffMembers ?? [];
  const { fieldProps, shellProps } = useSubmitForm<AuditSearchForm, AuditSearchForm>({
    resolver: zodResolver(auditSearchSchema),
    defaultValues: filter,
    fieldIds,
    save: async (values) => {
      const next = new URLSearchParams();
      for (const key of Object.keys(params) as (keyof typeof params)[]) if (values[key]) next.set(params[key], values[key].trim());
      onSearch(next);
      return { ok: true };
    },
  });
  return (
    <FormShell {...shellProps} submitLabel="Sök i loggen" className="staff-filter-form">
      <SelectField label="Handläggare" placeholder="Alla handläggare" options={members.map((m) => ({ value: String(m.staffUserId), label: m.name }))} {...fieldProps('staffUserId')} />
      <TextField label="Sökandens nummer" inputMode="numeric" autoComplete="off" {...fieldProps('applicantId')} />
      <TextField label="Från och med" description="ÅÅÅÅ-MM-DD" type="date" {...fieldProps('from')} />
      <TextField label="Till och med" description="ÅÅÅÅ-MM-DD" type="date" {...fieldProps('to')} />
    </FormShell>
  );
}

function AuditEntries({ filter, offset, onPage }: { filter: AuditSearchForm; offset: number; onPage: (offset: number) => void }) {
  const { data, loading, error } = useStaffAuditLogQuery({
    variables: {
      staffUserId: numberOrNull(filter.staffUserId),
      applicantId: numberOrNull(filter.applicantId),
      from: filter.from || null,
      to: filter.to || null,
      first: AUDIT_PAGE_SIZE,
      offset,
    },
    fetchPolicy: 'network-only',
  });
  if (loading && !data)
    return (
      <Skeleton label="Hämtar loggen…">
        <SkeletonLine width="50%" />
        <SkeletonLine />
        <SkeletonLine />
      </Skeleton>
    );
  const result = data?.staffAuditLog;
  if (error || !result || result.error)
    return (
      <p className="alert alert--error" role="alert">
        {result?.errorText ?? 'Loggen gick inte att hämta. Försök igen.'}
      </p>
    );
  if (result.totalCount === 0) return <p role="status">Inga händelser i loggen för det urvalet.</p>;
  const shown = result.entries.length;
  return (
    <section aria-labelledby="audit-results-heading">
      <h2 id="audit-results-heading">Händelser</h2>
      <p role="status">
        Visar {offset + 1}–{offset + shown} av {result.totalCount}.
      </p>
      <table className="staff-table">
        <caption>Händelser i loggen, senaste först</caption>
        <thead>
          <tr>
            <th scope="col">Tid</th>
            <th scope="col">Handläggare</th>
            <th scope="col">Händelse</th>
            <th scope="col">Sökande</th>
            <th scope="col">Gäller</th>
            <th scope="col">Före</th>
            <th scope="col">Efter</th>
          </tr>
        </thead>
        <tbody>
          {result.entries.map((e) => (
            <tr key={e.auditId}>
              <td>{formatDateTime(e.at)}</td>
              <td>{e.staffName ?? `Nr ${e.staffUserId}`}</td>
              <td>{e.actionText}</td>
              <td>{e.applicantId ? <Link to={`/sokande/${e.applicantId}`}>Nr {e.applicantId}</Link> : '–'}</td>
              <td>{e.subject ?? '–'}</td>
              <td className="staff-audit__json">{e.before ?? '–'}</td>
              <td className="staff-audit__json">{e.after ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager offset={offset} shown={shown} total={result.totalCount} pageSize={AUDIT_PAGE_SIZE} onPage={onPage} />
    </section>
  );
}
