// The detail page once the applicant has registered interest: it says so, with the queue place and its reason
// ('plats 37 av 412 (din kötid började …)', from the registration), a link to the applications page, and the
// remove button while the registration may be removed (else why not). Just after registering, its heading takes the
// focus the dialog gave back.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SkeletonLine } from '../../../components/Skeleton';
import { DeleteApplication, queuePlaceLine } from '../ApplicationCard';
import { useApplicationPages } from '../useApplicationPages';
import { interestTexts as t } from './interestTexts';

export const APPLICATIONS_PATH = '/profile/applications';

export interface RegisteredInterestProps {
  rentalObjectId: string;
  focusOnMount: boolean;
  onDeleted: () => void;
}

export function RegisteredInterest({ rentalObjectId, focusOnMount, onDeleted }: RegisteredInterestProps) {
  const { applications } = useApplicationPages();
  const application = applications?.find((a) => a.rentalObjectId === rentalObjectId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const place = application ? queuePlaceLine(application) : null;
  return (
    <>
      <h3 className="interest-panel__registered" tabIndex={-1} ref={headingRef}>
        {t.registeredHeading}
      </h3>
      <p>{t.registeredText}</p>
      {/* The line keeps its room while the registration is read. */}
      <p>{applications ? place && t.queuePlace(place) : <SkeletonLine width="70%" />}</p>
      <p>
        <Link to={APPLICATIONS_PATH}>{t.toApplications}</Link>
      </p>
      {application && <DeleteApplication application={application} onDeleted={onDeleted} />}
    </>
  );
}
