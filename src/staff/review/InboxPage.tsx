// The review area's start page (the back office's start page, /mypages/admin/): how many items of each kind wait,
// and the oldest of each kind first, each linking to its item page. Asked anew on every visit (a decision just
// taken is gone from it), and each applicant shown is recorded by the server as viewed.
import { Link } from 'react-router';
import { formatDateTime } from '../../components/dateFormat';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { REVIEW_STATUS_TEXTS } from '../../rules/review';
import { useStaffReviewInboxQuery } from '../../../operations/staff/review/__generated__/StaffReviewInbox';
import type { StaffReviewQueueFieldsFragment } from '../../../operations/staff/review/__generated__/StaffReviewQueueFields';
import { useStaffTitle } from '../app/useStaffTitle';
import { reviewTexts as t, typeTextOf, type QueueName } from './reviewTexts';
import { itemPath } from './paths';
import './review.css';

export const INBOX_SIZE = 20;
const QUEUES: QueueName[] = ['documents', 'idDocuments', 'incomeCertificates', 'missingReasons', 'rejectedIds'];
const headingId = (queue: QueueName) => `queue-${queue}`;

export function InboxPage() {
  useStaffTitle(t.inboxTitle);
  const { data, loading, error } = useStaffReviewInboxQuery({ variables: { first: INBOX_SIZE }, fetchPolicy: 'network-only' });
  const inbox = data?.staffReviewInbox;
  return (
    <div className="review">
      <h1>{t.inboxTitle}</h1>
      <p className="lead">{t.inboxIntro}</p>
      {error && !inbox ? (
        <p className="alert alert--error" role="alert">
          {t.inboxFailed}
        </p>
      ) : loading || !inbox ? (
        <Skeleton>
          <SkeletonLine width="60%" />
          <SkeletonLine width="80%" />
          <SkeletonLine width="70%" />
        </Skeleton>
      ) : (
        <>
          <nav aria-labelledby="review-summary">
            <h2 id="review-summary">{t.summaryTitle}</h2>
            <ul className="review-summary">
              {QUEUES.map((queue) => (
                <li key={queue}>
                  <a href={`#${headingId(queue)}`}>
                    {t.queues[queue]}: <strong>{inbox[queue].count}</strong>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {QUEUES.map((queue) => (
            <Queue key={queue} queue={queue} items={inbox[queue]} />
          ))}
        </>
      )}
    </div>
  );
}

function Queue({ queue, items }: { queue: QueueName; items: StaffReviewQueueFieldsFragment }) {
  const followUp = queue === 'rejectedIds';
  return (
    <section className="review-queue" aria-labelledby={headingId(queue)}>
      <h2 id={headingId(queue)} tabIndex={-1}>
        {t.queues[queue]} ({items.count})
      </h2>
      {items.oldest.length === 0 ? (
        <p>{t.queueEmpty}</p>
      ) : (
        <>
          {items.count > items.oldest.length && <p>{t.shownOf(items.oldest.length, items.count)}</p>}
          <table className="review-table">
            <thead>
              <tr>
                <th scope="col">{t.columns.applicant}</th>
                <th scope="col">{t.columns.type}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{followUp ? t.columns.rejectedAt : t.columns.since}</th>
                <th scope="col">{t.columns.open}</th>
              </tr>
            </thead>
            <tbody>
              {items.oldest.map((item) => {
                const type = typeTextOf(queue, item.type);
                return (
                  <tr key={item.id}>
                    <th scope="row">{item.applicantName}</th>
                    <td>{type}</td>
                    <td>{REVIEW_STATUS_TEXTS[item.status] ?? item.status}</td>
                    <td>{formatDateTime(item.waitingSince)}</td>
                    <td>
                      <Link to={itemPath(item.id)}>
                        {followUp ? t.openFollowUp : t.open}
                        <span className="visually-hidden"> {t.openLabel(type, item.applicantName)}</span>
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
