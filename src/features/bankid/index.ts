// What other features may use of BankID (login, registration, leaving the queue); they import it only through this
// file (the import rules). The panel and the protocol themselves are shared with the back office (src/components/bankid).
export { BankIdPanel } from './BankIdPanel';
export { startDeregistrationSession, startLoginSession, startReregistrationSession } from './bankIdApi';
export type { CollectAnswer } from '../../components/bankid/bankIdProtocol';
