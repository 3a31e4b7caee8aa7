// Bank transactions (issue 14, spec 000 §3 Transactions: category, internalTransfer): each transaction fetched from an
// applicant's linked accounts gets one category from its description, amount and date and from the applicant's own
// accounts. Incomes are the credits the pre-check may count (salary, student aid, pension, social insurance) and other
// credits; a transfer between the applicant's own accounts is neither income nor expense. Pure.

/** Categories of an incoming (credit) transaction. */
export const INCOME_CATEGORIES = ['SALARY', 'STUDENT_AID', 'PENSION', 'SOCIAL_INSURANCE', 'OTHER_INCOME'] as const;
/** Categories of an outgoing (debit) transaction. */
export const EXPENSE_CATEGORIES = ['RENT', 'GROCERIES', 'OTHER_EXPENSE'] as const;
export const TRANSACTION_CATEGORIES = [...INCOME_CATEGORIES, ...EXPENSE_CATEGORIES, 'INTERNAL_TRANSFER'] as const;

export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];
