// One questionnaire on the page: its heading (the target of the to-do list's link), when it was last saved, and a
// mark when the indicators say it needs updating.
import type { ReactNode } from 'react';
import { stockholmDay } from '../../../rules/calendar';
import { detailsTexts as t } from './detailsTexts';

export interface QuestionnaireSectionProps {
  id: string;
  title: string;
  /** The last save's time (ISO), null when never saved. */
  updated: string | null | undefined;
  needsUpdate: boolean;
  children: ReactNode;
}

export function QuestionnaireSection({ id, title, updated, needsUpdate, children }: QuestionnaireSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section className="questionnaire" id={id} aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId}>{title}</h2>
      <p className="questionnaire__updated">{updated ? t.updated(stockholmDay(new Date(updated))) : t.neverSaved}</p>
      {needsUpdate && (
        <p className="questionnaire__attention">
          <span className="attention-dot attention-dot--light" aria-hidden="true" /> {t.needsUpdate}
        </p>
      )}
      {children}
    </section>
  );
}
