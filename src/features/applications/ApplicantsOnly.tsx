// The applications page is not there for a co-applicant (spec 001 §2, §6: the route is not registered for them):
// their address gives the not-found page, as any unknown address does, and the local navigation hides the link.
import { useReactiveVar } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { sessionVar } from '../../app/session/sessionState';
import { NotFoundPage } from '../not-found';

export function ApplicantsOnly({ children }: { children: ReactNode }) {
  const { isCoApplicant } = useReactiveVar(sessionVar);
  return isCoApplicant ? <NotFoundPage /> : children;
}
