// One home's brokerage: where it stands, the steps for the whole home (close the period, invite the best placed to a
// showing, cancel the showing, start the next check — the first two behind a confirmation), the agency fee once
// signed, and the ranked applicants a page at a time, sorted on the server (the column headers' buttons), each row with
// the steps its stage allows and its history (who took each step, when). What the portal can judge of each applicant's
// criteria is read by a second query once the rows are shown (it reads every applicant's facts): asked by registration
// id, it names nobody, so the page's applicants are recorded as viewed once, by the pipeline read.
import { Link, useParams, useSearchParams } from 'react-router';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { formatKronor } from '../../rules/money';
import type { StaffPipelineSort, StaffSortDirection } from '../graphql/__generated__/types';
import { useStaffBrokerageEligibilityQuery } from '../../../operations/staff/brokerage/__generated__/StaffBrokerageEligibility';
import { useStaffBrokeragePipelineQuery } from '../../../operations/staff/brokerage/__generated__/StaffBrokeragePipeline';
import { useStaffTitle } from '../app/useStaffTitle';
import { Pager } from '../components/Pager';
import { ApplicantRows } from './ApplicantRows';
import { HomeSteps } from './HomeSteps';
import { brokerageTexts as t } from './brokerageTexts';
import './brokerage.css';

export const PIPELINE_PAGE_SIZE = 25;

const SORTS: readonly StaffPipelineSort[] = ['PLACE', 'QUEUE_DATE', 'STAGE'];
const isSort = (v: string | null): v is StaffPipelineSort => SORTS.includes(v as StaffPipelineSort);

export function PipelinePage() {
  const { rentalObjectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sortering');
  const sort: StaffPipelineSort = isSort(sortParam) ? sortParam : 'PLACE';
  const direction: StaffSortDirection = params.get('ordning') === 'DESC' ? 'DESC' : 'ASC';
  const page = Math.max(1, Number(params.get('sida')) || 1);
  const variables = { rentalObjectId, sort, direction, page, pageSize: PIPELINE_PAGE_SIZE };
  const { data, loading, error } = useStaffBrokeragePipelineQuery({ variables, fetchPolicy: 'cache-and-network' });
  const pipeline = data?.staffBrokeragePipeline;
  // The criteria take longer to judge (each applicant's facts): read once the rows are shown, filled in when ready.
  const applicationIds = pipeline?.applicants.map((a) => a.applicationId) ?? [];
  const judged = useStaffBrokerageEligibilityQuery({ variables: { rentalObjectId, applicationIds }, skip: !pipeline, fetchPolicy: 'cache-and-network' });
  const eligibility = judged.data ? new Map(judged.data.staffBrokerageEligibility.map((a) => [a.applicationId, a.eligibility])) : null;
  useStaffTitle(pipeline ? `${t.listTitle}: ${pipeline.listing.street}` : t.listTitle);
  const go = (next: { sort?: StaffPipelineSort; direction?: StaffSortDirection; page?: number }) =>
    setParams({ sortering: next.sort ?? sort, ordning: next.direction ?? direction, ...(next.page && next.page > 1 ? { sida: String(next.page) } : {}) });

  if (loading && !data)
    return (
      <>
        <h1>{t.listTitle}</h1>
        <Skeleton label={t.loadingPipeline}>
          <SkeletonLine />
          <SkeletonLine />
        </Skeleton>
      </>
    );
  if (error || !data)
    return (
      <>
        <h1>{t.listTitle}</h1>
        <p className="alert alert--error" role="alert">
          {t.pipelineError}
        </p>
      </>
    );
  if (!pipeline)
    return (
      <>
        <h1>{t.listTitle}</h1>
        <p>{t.noHome}</p>
        <Link to="/formedling">{t.back}</Link>
      </>
    );
  const { listing } = pipeline;
  const offset = (pipeline.page - 1) * pipeline.pageSize;
  return (
    <>
      <p>
        <Link to="/formedling">{t.back}</Link>
      </p>
      <h1>
        {listing.street}, {listing.city}
      </h1>
      <p>
        {listing.rentalObjectId} · {listing.stateText} · sista anmälningsdag {listing.lastReplyDate} · {listing.registrations} intresseanmälningar
      </p>
      <HomeSteps pipeline={pipeline} />
      {listing.state === 'CONTRACT' && (
        <section aria-labelledby="brokerage-fee">
          <h2 id="brokerage-fee">{t.agencyFeeTitle}</h2>
          <p>{pipeline.agencyFee ? t.agencyFee(formatKronor(pipeline.agencyFee.amount), pipeline.agencyFee.dueDate, pipeline.agencyFee.status) : t.agencyFeeNone}</p>
        </section>
      )}
      <section aria-labelledby="brokerage-applicants">
        <h2 id="brokerage-applicants">{t.applicantsTitle}</h2>
        <ApplicantRows
          pipeline={pipeline}
          eligibility={judged.error ? 'failed' : eligibility}
          onSort={(s) => go({ sort: s, direction: s === sort && direction === 'ASC' ? 'DESC' : 'ASC', page: 1 })}
          caption={t.tableCaption(pipeline.total === 0 ? 0 : offset + 1, offset + pipeline.applicants.length, pipeline.total)}
        />
        <Pager offset={offset} shown={pipeline.applicants.length} total={pipeline.total} pageSize={pipeline.pageSize} onPage={(o) => go({ page: Math.floor(o / pipeline.pageSize) + 1 })} />
      </section>
    </>
  );
}
