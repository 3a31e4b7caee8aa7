// One interest registration on the applications page: the home, its stage, the queue place with its reason, a line
// for every status flag (applicationStatus.ts), and what the applicant can do now: answer the showing, answer the
// offer, or remove the registration (or why not).
import { Link } from 'react-router';
import { formatDateTime } from '../../components/dateFormat';
import type { ApplicationFieldsFragment } from '../../graphql/__generated__/hooks';
import { InterestAnswer } from '../../graphql/__generated__/hooks';
import { applicationToasts, useDeleteApplication, useSaveAnswer } from './applicationMutations';
import { queuePlaceOf, statusLines } from './applicationStatus';
import { applicationsPageTexts as t, offerTexts } from './applicationTexts';
import { ConfirmedAction } from './ConfirmedAction';
import { ShowingAnswerForm } from './ShowingAnswerForm';

export const rentalObjectPath = (rentalObjectId: string) => `/rental-object/${encodeURIComponent(rentalObjectId)}`;

function OfferAnswer({ application, onChanged }: { application: ApplicationFieldsFragment; onChanged: () => void }) {
  const saveAnswer = useSaveAnswer();
  const street = application.rentalObject.street;
  const headingId = `application-${application.applicationId}-heading`;
  return (
    <div className="form__actions">
      <ConfirmedAction
        label={offerTexts.accept}
        describedBy={headingId}
        question={{ title: offerTexts.acceptTitle, text: offerTexts.acceptText(street), confirm: offerTexts.acceptConfirm, cancel: offerTexts.cancel }}
        action={() => saveAnswer(application.rentalObjectId, InterestAnswer.Yes)}
        successMessage={applicationToasts.accepted}
        onDone={onChanged}
      />
      <ConfirmedAction
        label={offerTexts.decline}
        secondary
        describedBy={headingId}
        question={{ title: offerTexts.declineTitle, text: offerTexts.declineText(street), confirm: offerTexts.declineConfirm, cancel: offerTexts.cancel }}
        action={() => saveAnswer(application.rentalObjectId, InterestAnswer.No)}
        successMessage={applicationToasts.declined}
        onDone={onChanged}
      />
    </div>
  );
}

export function DeleteApplication({
  application,
  onDeleted,
}: {
  application: Pick<ApplicationFieldsFragment, 'applicationId' | 'rentalObjectId' | 'canDelete' | 'cantDeleteMessage'> & { rentalObject: { street: string } };
  onDeleted: () => void;
}) {
  const deleteApplication = useDeleteApplication();
  if (!application.canDelete) return application.cantDeleteMessage ? <p className="application-card__note">{application.cantDeleteMessage}</p> : null;
  return (
    <div className="form__actions">
      <ConfirmedAction
        label={t.delete}
        secondary
        describedBy={`application-${application.applicationId}-heading`}
        question={{ title: t.deleteTitle, text: t.deleteText(application.rentalObject.street), confirm: t.deleteConfirm, cancel: t.cancel }}
        action={() => deleteApplication(application.rentalObjectId)}
        successMessage={applicationToasts.deleted}
        onDone={(ok) => ok && onDeleted()}
      />
    </div>
  );
}

export function ApplicationCard({ application: a, onChanged }: { application: ApplicationFieldsFragment; onChanged: () => void }) {
  const headingId = `application-${a.applicationId}-heading`;
  const place = queuePlaceOf(a);
  return (
    <li className="application-card">
      <article aria-labelledby={headingId}>
        <h3 id={headingId}>
          <Link to={rentalObjectPath(a.rentalObjectId)}>{a.rentalObject.street}</Link>
        </h3>
        <p className="application-card__meta">
          {[a.rentalObject.districtName, a.rentalObject.rentFormated, `${a.rentalObject.rooms} rum`, a.rentalObject.areaFormated].filter(Boolean).join(' · ')}
        </p>
        <dl className="details">
          <div className="details__row">
            <dt>Status</dt>
            <dd>{a.stageText}</dd>
          </div>
          {place && (
            <div className="details__row">
              <dt>{t.queuePlace}</dt>
              <dd>{place}</dd>
            </div>
          )}
          <div className="details__row">
            <dt>Anmäld</dt>
            <dd>{formatDateTime(a.registeredAt)}</dd>
          </div>
          {a.coApplicants.length > 0 && (
            <div className="details__row">
              <dt>{t.coApplicants}</dt>
              <dd>{a.coApplicants.map((c) => (c.confirmed ? c.name : `${c.name} ${t.coApplicantPending}`)).join(', ')}</dd>
            </div>
          )}
        </dl>
        <ul className="application-card__status">
          {statusLines(a).map((line) => (
            <li key={line.key} className={`application-status application-status--${line.tone}`}>
              {line.text}
              {line.link && (
                <>
                  {' '}
                  <Link to={line.link.to}>{line.link.text}</Link>
                </>
              )}
            </li>
          ))}
        </ul>
        {a.canChangeAnswer && (
          <ShowingAnswerForm applicationId={a.applicationId} rentalObjectId={a.rentalObjectId} current={a.showingAnswer ?? null} mandatory={a.showingIsMandatory} onSaved={onChanged} />
        )}
        {a.canAnswer && <OfferAnswer application={a} onChanged={onChanged} />}
        <DeleteApplication application={a} onDeleted={onChanged} />
      </article>
    </li>
  );
}
