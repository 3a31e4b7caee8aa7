// Shows the one current toast. Both live regions are always in the page, so screen readers
// announce a toast when its text is put in: role status (polite) for success and warning notices,
// role alert for errors. A toast may carry a link; following it closes the toast.
import { useReactiveVar } from '@apollo/client/react';
import { Link } from 'react-router';
import { currentToast, type Toast } from './toastQueue';
import { dismissToast, holdToast, toastQueueVar } from './toastStore';

function ToastCard({ toast }: { toast: Toast }) {
  return (
    <div
      className={`toast toast--${toast.kind}`}
      onMouseEnter={() => holdToast(true)}
      onMouseLeave={() => holdToast(false)}
      onFocus={() => holdToast(true)}
      onBlur={() => holdToast(false)}
    >
      <p className="toast__message">
        {toast.message}
        {toast.link && (
          <>
            {' '}
            <Link className="toast__link" to={toast.link.to} onClick={() => dismissToast(toast.id)}>
              {toast.link.label}
            </Link>
          </>
        )}
      </p>
      <button type="button" className="toast__close" onClick={() => dismissToast(toast.id)}>
        Stäng
      </button>
    </div>
  );
}

export function ToastRegion() {
  const toast = currentToast(useReactiveVar(toastQueueVar));
  return (
    <div className="toast-region">
      <div role="status" aria-live="polite">
        {toast && toast.kind !== 'error' && <ToastCard key={toast.id} toast={toast} />}
      </div>
      <div role="alert" aria-live="assertive">
        {toast?.kind === 'error' && <ToastCard key={toast.id} toast={toast} />}
      </div>
    </div>
  );
}
