// The applications page is not there for a co-applicant (spec 001 §2, §6: the route is not registered for them):
// their address gives the not-found page, as any unknown address does, and the local navigation hides the link.
// Decided in the page's own chunk, so the first bundle carries only the path.
import { useReactiveVar } from '@apollo/client/react';
import { sessionVar } from '../../app/session/sessionState';
import { NotFoundPage } from '../not-found';
import ApplicationsPage from './ApplicationsPage';

export default function ApplicationsRoute() {
  const { isCoApplicant } = useReactiveVar(sessionVar);
  return isCoApplicant ? <NotFoundPage /> : <ApplicationsPage />;
}
