// The session timer (spec 000 §4), thin over sessionTimer.ts: counts down while logged in, warns
// in a modal, keeps tabs in step through localStorage, and ends the session at zero.
import { useReactiveVar } from '@apollo/client/react';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../components/Modal';
import { showToast } from '../../components/toast/toastStore';
import { logout } from './sessionActions';
import { checkStatus } from './sessionApi';
import { sessionVar, type SessionTiming } from './sessionState';
import { browserStorage, SESSION_TIMESTAMP_KEY, USER_LOGGED_OUT_KEY } from './sessionStorage';
import { createSessionCountdown, logoutCountdownText, type CountdownState, type SessionCountdown } from './sessionTimer';

export const INACTIVITY_MESSAGE = 'Du har blivit utloggad pga inaktivitet';

interface CountdownProps {
  timing: SessionTiming;
  onEnded: () => void;
  onLogout: () => void;
}

function Countdown({ timing, onEnded, onLogout }: CountdownProps) {
  const [state, setState] = useState<CountdownState | null>(null);
  const countdownRef = useRef<SessionCountdown | null>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const textId = useId();
  const expire = useEffectEvent(onEnded);

  useEffect(() => {
    const countdown = createSessionCountdown({
      timeoutSeconds: timing.timeoutSeconds,
      warningSeconds: timing.warningSeconds,
      storage: browserStorage(),
      onChange: setState,
      onExpire: () => expire(),
    });
    countdownRef.current = countdown;
    countdown.start();
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_TIMESTAMP_KEY && event.newValue) {
        const timestamp = Number(event.newValue);
        if (Number.isFinite(timestamp)) countdown.syncFrom(timestamp);
      } else if (event.key === USER_LOGGED_OUT_KEY && event.newValue) {
        window.location.reload();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      countdown.stop();
      countdownRef.current = null;
    };
  }, [timing.timeoutSeconds, timing.warningSeconds]);

  const stay = async () => {
    if (await checkStatus()) countdownRef.current?.reset();
    else onEnded();
  };

  if (!state?.warning) return null;
  return (
    <Modal labelledBy={headingId} describedBy={textId} onEscape={() => void stay()} initialFocusRef={stayRef}>
      <h2 id={headingId} className="modal__title">
        Du loggas snart ut
      </h2>
      <p id={textId}>{logoutCountdownText(state.remaining)}</p>
      <div className="modal__actions">
        <button ref={stayRef} type="button" className="button" onClick={() => void stay()}>
          Stanna kvar
        </button>
        <button type="button" className="button button--secondary" onClick={onLogout}>
          Logga ut
        </button>
      </div>
    </Modal>
  );
}

/** Mounted for the app's whole life, so it can still navigate after the session has ended. */
export function SessionTimer() {
  const { isAuthenticated, timing } = useReactiveVar(sessionVar);
  const navigate = useNavigate();
  const location = useLocation();
  const pathRef = useRef('/');
  useEffect(() => {
    pathRef.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);

  const onEnded = useCallback(() => {
    const returnUrl = pathRef.current;
    showToast('error', INACTIVITY_MESSAGE);
    void logout().finally(() => {
      navigate(`/login?${new URLSearchParams({ returnUrl }).toString()}`, { replace: true });
    });
  }, [navigate]);

  const onLogout = useCallback(() => navigate('/logout'), [navigate]);

  if (!isAuthenticated) return null;
  return <Countdown timing={timing} onEnded={onEnded} onLogout={onLogout} />;
}
