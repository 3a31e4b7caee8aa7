// The shared BankID panel (src/components/bankid) over the applicants' BankID API.
import { BankIdPanel as SharedBankIdPanel, type BankIdPanelProps } from '../../components/bankid/BankIdPanel';
import { restTransport } from './bankIdApi';

export function BankIdPanel(props: Omit<BankIdPanelProps, 'transport'>) {
  return <SharedBankIdPanel {...props} transport={restTransport} />;
}
