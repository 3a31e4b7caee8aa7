// What other features may use of BankID (login, registration, leaving the queue); they import it only through this
// file (the import rules).
export { BankIdPanel } from './BankIdPanel';
export { startDeregistrationSession, startLoginSession, startReregistrationSession, type CollectAnswer } from './bankIdApi';
