// The connected banks (spec 000 §3 Bank connection): per consent its bank, accounts, when it was connected and last
// fetched, the consent's expiry with the days left, and its status; renewing (one click: the connect dialog at step 2
// for that bank) near or after the expiry, and removing (the page asks first).
import { formatDateTime } from '../../components/dateFormat';
import { mayRenew, type ConnectionView } from './bankData';
import { bankTexts as t } from './bankTexts';

export interface ConnectionsProps {
  connections: readonly ConnectionView[];
  onRenew: (connection: ConnectionView) => void;
  onRemove: (connection: ConnectionView) => void;
}

export function Connections({ connections, onRenew, onRemove }: ConnectionsProps) {
  return (
    <ul className="bank-connections">
      {connections.map((c) => {
        const headingId = `bank-connection-${c.dataId}`;
        const expired = c.status === 'EXPIRED' || c.consentDaysLeft < 0;
        return (
          <li className="bank-connection" key={c.dataId} aria-labelledby={headingId}>
            <h3 className="bank-connection__bank" id={headingId}>
              {c.bankName}
            </h3>
            <dl className="bank-facts">
              <div>
                <dt>{t.account}</dt>
                <dd>
                  <ul className="bank-connection__accounts">
                    {c.accounts.map((account) => (
                      <li key={account}>{account}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt>{t.connected}</dt>
                <dd>{formatDateTime(c.connected)}</dd>
              </div>
              <div>
                <dt>{t.lastFetch}</dt>
                <dd>{c.lastFetch ? formatDateTime(c.lastFetch) : '–'}</dd>
              </div>
              <div>
                <dt>{t.consentExpires}</dt>
                <dd>
                  {c.consentExpires} ({t.daysLeft(c.consentDaysLeft)})
                </dd>
              </div>
              <div>
                <dt>{t.status}</dt>
                <dd>
                  <span className={`bank-badge bank-badge--${c.status.toLowerCase()}`}>{t.statuses[c.status] ?? c.status}</span>
                </dd>
              </div>
            </dl>
            {mayRenew(c) && <p className="bank-notice bank-notice--warning">{expired ? t.renewExpired : t.renewSoon}</p>}
            <div className="bank-connection__actions">
              {mayRenew(c) && (
                <button type="button" className="button button--small" aria-label={t.renewLabel(c.bankName)} onClick={() => onRenew(c)}>
                  {t.renew}
                </button>
              )}
              <button type="button" className="button button--secondary button--small" aria-label={t.removeLabel(c.bankName)} onClick={() => onRemove(c)}>
                {t.remove}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
