// The tools page: links to the sandboxes' tester pages (every staff member; only when the server runs them), and for
// administrators the jobs (run one now, see its last result) and the content the applicants' pages show: the
// maintenance message, the menu and the footer. The server checks each role again.
import { useReactiveVar } from '@apollo/client/react';
import { useState } from 'react';
import { formatDateTime } from '../../components/dateFormat';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { outcomeOf } from '../../components/form/saveOutcome';
import { showToast } from '../../components/toast/toastStore';
import { useStaffJobsQuery, type StaffJobsQuery } from '../../../operations/staff/tools/__generated__/StaffJobs';
import { useStaffRunJobMutation } from '../../../operations/staff/tools/__generated__/StaffRunJob';
import { useStaffSandboxLinksQuery, type StaffSandboxLinksQuery } from '../../../operations/staff/tools/__generated__/StaffSandboxLinks';
import { useStaffTitle } from '../app/useStaffTitle';
import { staffSessionVar } from '../app/staffSession';
import { jobOutcomeText } from './jobOutcomeText';
import { SiteContentForms } from './SiteContentForms';

export function ToolsPage() {
  useStaffTitle('Verktyg');
  const session = useReactiveVar(staffSessionVar);
  const isAdmin = session.status === 'in' && session.staff.role === 'administrator';
  // Both lists are asked for at once; what follows a list (its length unknown until it comes) is shown once the list
  // is, so nothing already on the page moves down when it arrives.
  const sandboxes = useStaffSandboxLinksQuery();
  const jobs = useStaffJobsQuery({ fetchPolicy: 'network-only', skip: !isAdmin });
  const shown = (q: { data?: unknown; error?: unknown }) => q.data !== undefined || q.error !== undefined;
  return (
    <>
      <h1>Verktyg</h1>
      <SandboxLinks data={sandboxes.data} error={sandboxes.error} />
      {shown(sandboxes) &&
        (isAdmin ? (
          <>
            <Jobs data={jobs.data} error={jobs.error} />
            {shown(jobs) && <SiteContentForms />}
          </>
        ) : (
          <p>Jobben, driftmeddelandet, menyn och sidfoten hanteras av en administratör.</p>
        ))}
    </>
  );
}

function SandboxLinks({ data, error }: { data: StaffSandboxLinksQuery | undefined; error: unknown }) {
  return (
    <section aria-labelledby="tools-sandboxes-heading">
      <h2 id="tools-sandboxes-heading">Testmiljöer</h2>
      {!data && !error ? (
        <Skeleton label="Hämtar testmiljöerna…">
          <SkeletonLine />
        </Skeleton>
      ) : error || !data ? (
        <p className="alert alert--error" role="alert">
          Testmiljöerna gick inte att hämta. Försök igen.
        </p>
      ) : data.staffSandboxLinks.length === 0 ? (
        <p>Testmiljöerna är avstängda på den här servern.</p>
      ) : (
        <ul>
          {data.staffSandboxLinks.map((link) => (
            <li key={link.key}>
              <a href={link.url} target="_blank" rel="noopener">
                {link.name} <span className="visually-hidden">(öppnas i ny flik)</span>
              </a>{' '}
              – {link.description}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}


function Jobs({ data, error }: { data: StaffJobsQuery | undefined; error: unknown }) {
  const [run] = useStaffRunJobMutation({ refetchQueries: ['StaffJobs'], awaitRefetchQueries: true });
  const [running, setRunning] = useState<string | null>(null);
  const runNow = async (name: string) => {
    if (running) return;
    setRunning(name);
    const outcome = await outcomeOf(async () => (await run({ variables: { name } })).data?.staffRunJob);
    setRunning(null);
    showToast(outcome.ok ? 'success' : 'error', outcome.ok ? `Jobbet ${name} har körts` : outcome.message);
  };
  return (
    <section aria-labelledby="tools-jobs-heading">
      <h2 id="tools-jobs-heading">Jobb</h2>
      <p>
        Jobben körs enligt sitt schema. Ett jobb som misslyckas försöker igen efter en stund, några gånger. Här kan du köra
        ett jobb direkt och se hur det gick senast.
      </p>
      {!data && !error ? (
        <Skeleton label="Hämtar jobben…">
          <SkeletonLine />
          <SkeletonLine />
        </Skeleton>
      ) : error || !data ? (
        <p className="alert alert--error" role="alert">
          Jobben gick inte att hämta. Försök igen.
        </p>
      ) : (
        <table className="staff-table" aria-busy={running ? true : undefined}>
          <caption>Jobben och deras senaste körning</caption>
          <thead>
            <tr>
              <th scope="col">Jobb</th>
              <th scope="col">Startade</th>
              <th scope="col">Klart</th>
              <th scope="col">Resultat</th>
              <th scope="col">Meddelande</th>
              <th scope="col">
                <span className="visually-hidden">Kör</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.staffJobs.map((job) => (
              <tr key={job.name} data-job={job.name}>
                <th scope="row">{job.name}</th>
                <td>{job.lastStartedAt ? formatDateTime(job.lastStartedAt) : '–'}</td>
                <td>{job.lastFinishedAt ? formatDateTime(job.lastFinishedAt) : '–'}</td>
                <td>{jobOutcomeText(job)}</td>
                <td>{job.message ?? '–'}</td>
                <td>
                  <button type="button" className="button button--secondary button--small" aria-busy={running === job.name || undefined} onClick={() => void runNow(job.name)}>
                    Kör nu <span className="visually-hidden">{job.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
