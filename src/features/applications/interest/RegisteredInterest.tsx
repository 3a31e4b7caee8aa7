// The detail page once the applicant has registered interest: it says so, with a link to the applications page and
// the remove button while the registration may be removed (else why not). The queue place and its reason are the
// page's 'Din köplats' box's (one figure on the page: src/features/listings/detail/QueuePlace.tsx). Just after
// registering, its heading takes the focus the dialog gave back.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DeleteApplication } from '../ApplicationCard';
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
  return (
    <>
      <h3 className="interest-panel__registered" tabIndex={-1} ref={headingRef}>
        {t.registeredHeading}
      </h3>
      <p>{t.registeredText}</p>
      <p>
        <Link to={APPLICATIONS_PATH}>{t.toApplications}</Link>
      </p>
      {application && <DeleteApplication application={application} onDeleted={onDeleted} />}
    </>
  );
}
