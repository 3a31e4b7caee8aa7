// Where a feature's pages go in the app's route tree. Each feature exports one FeatureRoutes from its index
// (src/features/<area>/index.ts) and src/app/router.tsx composes them; the pages themselves load when first visited
// (lazyPage), so a feature's routes cost the first bundle only their paths.
import type { RouteObject } from 'react-router';

export interface FeatureRoutes {
  /** Children of the layout, for every visitor (beside /login). */
  public?: RouteObject[];
  /** Children of RequireAuth: logged-in applicants only. */
  protected?: RouteObject[];
  /** Children of /profile (My pages, with their local navigation). */
  profile?: RouteObject[];
  /** Top-level routes outside the app shell (no header, footer or layout): pages opened in a window of their own,
   * such as the bank's return page (/openbankingreturn). */
  bare?: RouteObject[];
}
