// Step 2 of the connect dialog: a fresh link for the chosen bank (getOpenBankingProvidersLink; its state is good once,
// so asked anew each time the step opens), the button that opens it in a new window, and then the wait for the bank
// window's message. A blocked window leaves the link to open by hand (the same named window).
import { useEffect, useState } from 'react';
import { useGetOpenBankingProvidersLinkLazyQuery } from '../../graphql/__generated__/hooks';
import { Spinner } from '../../components/Spinner';
import { resultText } from '../../components/resultText';
import { bankTexts as t } from './bankTexts';
import { StepActions } from './StepActions';
import type { Provider } from './ProviderStep';
import { BANK_WINDOW_NAME } from './useBankWindow';

export interface IdentifyStepProps {
  provider: Pick<Provider, 'id' | 'displayName'>;
  /** Why the step is shown again (the bank's window was closed before it was done), until the bank is opened again. */
  notice?: string;
  /** Opens the link in the bank's window; false when the browser blocked it. */
  openWindow: (link: string) => boolean;
  onBack?: () => void;
  onCancel: () => void;
}

type Opened = 'no' | 'yes' | 'blocked';

export function IdentifyStep({ provider, notice, openWindow, onBack, onCancel }: IdentifyStepProps) {
  const [fetchLink, { data, loading, error }] = useGetOpenBankingProvidersLinkLazyQuery({ fetchPolicy: 'network-only' });
  const [opened, setOpened] = useState<Opened>('no');
  const result = data?.getOpenBankingProvidersLink;
  const link = result && !result.error ? result.link : null;

  useEffect(() => {
    void fetchLink({ variables: { providerIds: [provider.id] } }).catch(() => undefined);
  }, [fetchLink, provider.id]);

  const open = () => {
    if (link) setOpened(openWindow(link) ? 'yes' : 'blocked');
  };

  let body;
  if (link) {
    body = (
      <>
        {notice && opened === 'no' && (
          <p className="bank-notice bank-notice--warning" role="alert">
            {notice}
          </p>
        )}
        <p>{t.identifyIntro(provider.displayName)}</p>
        {opened === 'no' && (
          <button type="button" className="button" onClick={open}>
            {t.openBank(provider.displayName)}
          </button>
        )}
        {opened === 'blocked' && (
          <p className="bank-dialog__blocked" role="alert">
            {t.popupBlocked}{' '}
            <a href={link} target={BANK_WINDOW_NAME} onClick={() => setOpened('yes')}>
              {t.popupLink(provider.displayName)}
            </a>
          </p>
        )}
        {opened === 'yes' && (
          <div className="bank-dialog__waiting">
            <Spinner label={t.waiting} />
            <p aria-hidden="true">{t.waiting}</p>
            <p>{t.validatingNote}</p>
          </div>
        )}
      </>
    );
  } else if (loading || (!data && !error)) {
    body = <Spinner />;
  } else {
    body = (
      <p className="alert alert--error" role="alert">
        {result ? resultText(result, { generic: t.linkFailed }) : t.linkFailed}
      </p>
    );
  }

  return (
    <>
      {body}
      <StepActions onCancel={onCancel}>
        {onBack && (
          <button type="button" className="button button--secondary" onClick={onBack}>
            {t.back}
          </button>
        )}
      </StepActions>
    </>
  );
}
