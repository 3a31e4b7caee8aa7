// How the bank page writes amounts (kronor from the server, shown like every amount of the portal) and months.
import { formatKronor } from '../../rules/money';

export const kronor = (amount: number) => formatKronor(Math.round(amount * 100));

const MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];

/** 2026, 3 → 'mars 2026'. */
export const monthName = (year: number, month: number) => `${MONTHS[month - 1] ?? month} ${year}`;
