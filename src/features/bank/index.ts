// What other areas may use of the bank area: the incomes page's box with the verified income and the link here.
export { BankIncomeBox, BANK_PAGE_PATH } from './BankIncomeBox';
