// The interest panel of a home's detail page (spec 001 §2, §4): a visitor is led to log in; a logged-in applicant
// gets 'Anmäl intresse', which opens the confirm-interest dialog (its code loads on the first press), or, once
// registered, the registered state. Past the last reply date there is no panel (the page's own notice says why),
// unless the applicant is registered.
import { useReactiveVar } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../../app/RequireAuth';
import { sessionVar } from '../../../app/session/sessionState';
import { Skeleton, SkeletonLine } from '../../../components/Skeleton';
import { useGetEstimatedQueuePlaceQuery } from '../../../graphql/__generated__/hooks';
import type { InterestHome } from './interestHome';
import { interestTexts as t } from './interestTexts';
import '../applications.css';

const InterestDialog = lazy(() => import('./InterestDialog').then((m) => ({ default: m.InterestDialog })));
// The registered state brings the page's removal and answer forms (and zod): loaded only for a registered applicant, so
// a visitor's or a newcomer's detail page carries none of it.
const RegisteredInterest = lazy(() => import('./RegisteredInterest').then((m) => ({ default: m.RegisteredInterest })));

/** The room of the button (or the login link) while the session or the registration is read. */
function PanelSkeleton() {
  return (
    <Skeleton label={t.loading}>
      <p className="interest-panel__action">
        <SkeletonLine width="40%" />
      </p>
    </Skeleton>
  );
}

function PanelBox({ children }: { children: ReactNode }) {
  return (
    <section className="rental-object__box interest-panel" aria-labelledby="interest-heading">
      <h2 id="interest-heading">{t.heading}</h2>
      {children}
    </section>
  );
}

/** A closed home (past its last reply date) has no panel, unless the applicant is registered on it. */
const isClosed = (home: InterestHome) => home.applicationTimeExpired || !home.isOpenForApplication;

function ApplicantPanel({ home }: { home: InterestHome }) {
  const { data, loading } = useGetEstimatedQueuePlaceQuery({ variables: { rentalObjectId: home.rentalObjectId }, fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState(false);
  const [justRegistered, setJustRegistered] = useState(false);
  // After a removal the registered state (and the focus in it) is gone: the button that is back takes the focus.
  const [justDeleted, setJustDeleted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (justDeleted && buttonRef.current) {
      buttonRef.current.focus();
      setJustDeleted(false);
    }
  });
  const result = data?.getEstimatedQueuePlace;
  let body = null;
  if (result?.estimatedQueuePlace?.hasApplication) {
    body = (
      <Suspense fallback={<PanelSkeleton />}>
        <RegisteredInterest rentalObjectId={home.rentalObjectId} focusOnMount={justRegistered} onDeleted={() => setJustDeleted(true)} />
      </Suspense>
    );
  }
  else if (isClosed(home)) body = null;
  else if (!result && loading) body = <PanelSkeleton />;
  else {
    body = (
      <p className="interest-panel__action">
        <button type="button" className="button" ref={buttonRef} onClick={() => setOpen(true)}>
          {t.register}
        </button>
      </p>
    );
  }
  return (
    <>
      {body && <PanelBox>{body}</PanelBox>}
      {/* Outside the states: the registration turns the panel to its registered state while the dialog finishes. */}
      {open && (
        <Suspense fallback={null}>
          <InterestDialog
            home={home}
            onClose={() => setOpen(false)}
            onRegistered={() => {
              setJustRegistered(true);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export function InterestPanel({ home }: { home: InterestHome }) {
  const { isAuthenticated, isLoading } = useReactiveVar(sessionVar);
  const location = useLocation();
  if (isAuthenticated) return <ApplicantPanel home={home} />;
  if (isClosed(home)) return null;
  return (
    <PanelBox>
      {isLoading ? (
        <PanelSkeleton />
      ) : (
        <p className="interest-panel__action">
          <Link to={loginPathFor(`${location.pathname}${location.search}`)}>{t.loginPrompt}</Link>
        </p>
      )}
    </PanelBox>
  );
}
