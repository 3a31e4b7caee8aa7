// The bank area's pages (spec 000 §2, §4): the digital income verification page at /profile/incomes/bank (the
// incomes area's page links to it; the spec names no route) and the bank's return page /openbankingreturn, top level
// outside the app shell (it opens in the bank's window). Both load when first visited.
import { lazyPage } from '../../app/lazyPage';
import type { FeatureRoutes } from '../../app/featureRoutes';

const BankPage = lazyPage(() => import('./BankPage'));
const BankReturnPage = lazyPage(() => import('./BankReturnPage'));

export const bankRoutes: FeatureRoutes = {
  profile: [{ path: 'incomes/bank', element: <BankPage /> }],
  bare: [{ path: 'openbankingreturn', element: <BankReturnPage /> }],
};
