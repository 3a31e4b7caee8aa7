// One item of the inbox opened for review: who and what, the file previewed (a PDF in a frame, an image, anything
// else as a download link), earlier decisions, and the decision: start reviewing (an uploaded certificate), approve,
// or reject with a reason (the shared rule of src/rules/review.ts). After a decision, back to the inbox.
import { useParams } from 'react-router';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/dateFormat';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import type { StaffReviewItemFieldsFragment } from '../../../operations/staff/review/__generated__/StaffReviewItemFields';
import { useStaffReviewItemQuery } from '../../../operations/staff/review/__generated__/StaffReviewItem';
import { useStaffTitle } from '../app/useStaffTitle';
import { DecisionPanel } from './DecisionPanel';
import { reviewTexts as t } from './reviewTexts';
import './review.css';

export function ReviewItemPage() {
  const id = useParams()['*'] ?? '';
  const { data, loading, error } = useStaffReviewItemQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const item = data?.staffReviewItem;
  useStaffTitle(item ? `${item.typeText} – ${item.applicantName}` : loading ? t.inboxTitle : t.itemMissing);
  const back = (
    <p>
      <Link to="/">{t.back}</Link>
    </p>
  );
  if (loading && !item) {
    return (
      <div className="review">
        {back}
        <Skeleton>
          <SkeletonLine width="50%" />
          <SkeletonLine width="80%" />
          <SkeletonLine width="70%" />
        </Skeleton>
      </div>
    );
  }
  if (error && !item) {
    return (
      <div className="review">
        {back}
        <p className="alert alert--error" role="alert">
          {t.itemFailed}
        </p>
      </div>
    );
  }
  if (!item) {
    return (
      <div className="review">
        {back}
        <h1>{t.itemMissing}</h1>
        <p>{t.itemMissingText}</p>
      </div>
    );
  }
  return (
    <div className="review">
      {back}
      <h1>
        {item.typeText} – {item.applicantName}
      </h1>
      <Facts item={item} />
      <Files item={item} />
      <Decisions item={item} />
      <DecisionPanel item={item} />
    </div>
  );
}

function Facts({ item }: { item: StaffReviewItemFieldsFragment }) {
  return (
    <dl className="details review-facts">
      <div className="details__row">
        <dt>{t.facts.applicant}</dt>
        <dd>{item.applicantName}</dd>
      </div>
      <div className="details__row">
        <dt>{t.facts.type}</dt>
        <dd>{item.typeText}</dd>
      </div>
      <div className="details__row">
        <dt>{t.facts.status}</dt>
        <dd>{item.statusText}</dd>
      </div>
      <div className="details__row">
        <dt>{t.facts.uploaded}</dt>
        <dd>{formatDateTime(item.uploaded)}</dd>
      </div>
      {item.missingReason && (
        <div className="details__row">
          <dt>{t.facts.missingReason}</dt>
          <dd>{item.missingReason}</dd>
        </div>
      )}
      {item.rejectedReason && (
        <div className="details__row">
          <dt>{t.facts.rejectedReason}</dt>
          <dd>{item.rejectedReason}</dd>
        </div>
      )}
    </dl>
  );
}

function Files({ item }: { item: StaffReviewItemFieldsFragment }) {
  return (
    <section className="review-files" aria-labelledby="review-files">
      <h2 id="review-files">{t.filesTitle}</h2>
      {item.files.length === 0 && <p>{t.noFiles}</p>}
      {item.files.map((file) => (
        <figure key={file.url} className="review-file">
          {file.previewable && file.mediaType === 'application/pdf' && <PdfPreview url={file.url} name={file.name} />}
          {file.previewable && file.mediaType.startsWith('image/') && <img className="review-file__image" src={file.url} alt={t.imageAlt(item.typeText, file.name)} />}
          {!file.previewable && <p>{t.noPreview}</p>}
          <figcaption>
            {file.name} ({file.mediaType}, {formatDateTime(file.uploaded)}) –{' '}
            <a href={file.url} download={file.name}>
              {t.download(file.name)}
            </a>
          </figcaption>
        </figure>
      ))}
    </section>
  );
}

/**
 * A PDF opens in a tab of its own: inline, the browser's PDF viewer takes the focus while it loads and swallows the
 * click in flight (a case handler's "Godkänn" was lost), so it never shares the page with the decision.
 */
function PdfPreview({ url, name }: { url: string; name: string }) {
  return (
    <p>
      <a className="button button--secondary" href={url} target="_blank" rel="noopener">
        {t.openPdf(name)}
      </a>
    </p>
  );
}

function Decisions({ item }: { item: StaffReviewItemFieldsFragment }) {
  return (
    <section aria-labelledby="review-decisions">
      <h2 id="review-decisions">{t.decisionsTitle}</h2>
      {item.previousDecisions.length === 0 ? (
        <p>{t.noDecisions}</p>
      ) : (
        <ul className="review-decisions">
          {item.previousDecisions.map((d, i) => (
            <li key={i}>
              <strong>{t.decision(d.approved)}</strong> {formatDateTime(d.at)}
              {d.staffName && ` ${t.decisionBy(d.staffName)}`}
              {d.fileName && ` (${d.fileName})`}
              {d.reason && `: ${d.reason}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
