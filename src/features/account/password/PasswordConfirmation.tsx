// The confirmation that replaces a password page's form once it is sent (a reset link ordered, a new password
// saved): the form and its focused button are gone, so focus goes to the confirmation, which leads on to the login.
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';

export function PasswordConfirmation({ message, loginText }: { message: string; loginText: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <div className="confirmation" role="status" tabIndex={-1} ref={ref}>
      <p className="alert alert--success">{message}</p>
      <p>
        <Link to="/login">{loginText}</Link>
      </p>
    </div>
  );
}
