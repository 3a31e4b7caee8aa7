// Leaving the queue (spec 000 §2, §4): the consequence and the button that opens the dialog (LeaveQueueDialog.tsx,
// loaded when it opens: few who open the account page leave the queue).
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { leaveQueueTexts } from './leaveQueueTexts';
import '../../../styles/public-pages.css';

const LeaveQueueDialog = lazy(() => import('./LeaveQueueDialog'));

export function LeaveQueueSection() {
  const [open, setOpen] = useState(false);
  return (
    <section className="leave-queue" aria-labelledby="leave-queue-heading">
      <h2 id="leave-queue-heading">{leaveQueueTexts.heading}</h2>
      <p>{leaveQueueTexts.consequence}</p>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {leaveQueueTexts.open}
      </button>
      {open && (
        <Suspense fallback={<Spinner />}>
          <LeaveQueueDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
