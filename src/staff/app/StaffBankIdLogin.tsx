// The back office's BankID login: the shared BankID panel (QR code or this device, the messages in a polite live
// region, 'Avbryt', focus on the next thing to do) over the staff API. Staff are known by their personnummer; a person
// without an active staff account is told so in the panel and can try again.
import { useId } from 'react';
import { BankIdPanel } from '../../components/bankid/BankIdPanel';
import { completeStaffBankIdLogin, staffBankIdTransport, startStaffBankIdLogin } from './staffBankId';

export function StaffBankIdLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const headingId = useId();
  return (
    <section className="staff-login__bankid" aria-labelledby={headingId}>
      <h2 id={headingId}>Logga in med BankID</h2>
      <BankIdPanel
        start={startStaffBankIdLogin}
        transport={staffBankIdTransport}
        onComplete={async (answer) => {
          const refusal = await completeStaffBankIdLogin(answer);
          if (refusal) return refusal;
          onLoggedIn();
        }}
      />
    </section>
  );
}
