// The ranked applicants of one page: the column headers sort on the server (a button in each, aria-sort on the
// column sorted by), each row shows place, queue date, stage, what the portal can judge of the criteria and the last
// step (who, when), the steps its stage allows, and its history on demand.
import { Fragment, useState } from 'react';
import { formatDateTime } from '../../components/dateFormat';
import type { StaffPipelineSort } from '../graphql/__generated__/types';
import { History } from './History';
import { RowSteps } from './RowSteps';
import { brokerageTexts as t } from './brokerageTexts';
import type { Pipeline } from './pipeline';

const COLUMNS = 7;

function SortHeader({ label, sort, pipeline, onSort }: { label: string; sort: StaffPipelineSort; pipeline: Pipeline; onSort: (sort: StaffPipelineSort) => void }) {
  const active = pipeline.sort === sort;
  const ariaSort = active ? (pipeline.direction === 'ASC' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="brokerage-sort" onClick={() => onSort(sort)}>
        {label}
        <span aria-hidden="true">{active ? (pipeline.direction === 'ASC' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

export interface Eligibility {
  eligible: boolean;
  reasons: readonly string[];
}

/**
 * The criteria cell: the same size while the criteria are judged and once they are (two lines of a fixed width), so
 * the rows shown before do not move when the judgement comes; what stands in the way opens below its summary.
 */
function EligibilityCell({ judged }: { judged: Eligibility | undefined | 'failed' | 'loading' }) {
  if (judged === 'loading') return <span className="brokerage-eligibility brokerage-pending">{t.judging}</span>;
  if (judged === 'failed' || !judged) return <span className="brokerage-eligibility">{t.judgeFailed}</span>;
  if (judged.eligible) return <span className="brokerage-eligibility">{t.eligible}</span>;
  return (
    <details className="brokerage-eligibility">
      <summary>{t.notEligible(judged.reasons.length)}</summary>
      <ul className="brokerage-reasons">
        {judged.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </details>
  );
}

/** `eligibility`: each row's by its registration, null while it is read, 'failed' when it could not be. */
export function ApplicantRows({
  pipeline,
  eligibility,
  onSort,
  caption,
}: {
  pipeline: Pipeline;
  eligibility: ReadonlyMap<number, Eligibility> | null | 'failed';
  onSort: (sort: StaffPipelineSort) => void;
  caption: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <table className="staff-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <SortHeader label={t.place} sort="PLACE" pipeline={pipeline} onSort={onSort} />
          <th scope="col">{t.name}</th>
          <SortHeader label={t.queueDate} sort="QUEUE_DATE" pipeline={pipeline} onSort={onSort} />
          <SortHeader label={t.stage} sort="STAGE" pipeline={pipeline} onSort={onSort} />
          <th scope="col">{t.eligibility}</th>
          <th scope="col">{t.lastStep}</th>
          <th scope="col">{t.actions}</th>
        </tr>
      </thead>
      <tbody>
        {pipeline.applicants.map((a) => {
          const historyId = `brokerage-history-${a.applicationId}`;
          return (
            <Fragment key={a.applicationId}>
              <tr>
                <td>{a.place ?? t.noPlace}</td>
                <th scope="row">{a.applicantName}</th>
                <td>{a.queueDate ?? '–'}</td>
                <td>{a.stageText}</td>
                <td>
                  <EligibilityCell judged={eligibility === null ? 'loading' : eligibility === 'failed' ? 'failed' : eligibility.get(a.applicationId)} />
                </td>
                <td>{a.lastStep ? `${a.lastStep.stepText} (${t.stepBy(a.lastStep.by, formatDateTime(a.lastStep.at))})` : '–'}</td>
                <td>
                  <div className="brokerage-actions">
                    <RowSteps applicant={a} />
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-expanded={open === a.applicationId}
                      aria-controls={open === a.applicationId ? historyId : undefined}
                      aria-label={`${t.history}: ${a.applicantName}`}
                      onClick={() => setOpen(open === a.applicationId ? null : a.applicationId)}
                    >
                      {t.history}
                    </button>
                  </div>
                </td>
              </tr>
              {open === a.applicationId && (
                <tr id={historyId}>
                  <td colSpan={COLUMNS}>
                    <History applicationId={a.applicationId} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
