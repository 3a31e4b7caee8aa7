// Whether the tag manager may start (spec 000 §7 'Other'): only with performance consent and a configured container
// id. The id comes from the build (VITE_TAG_MANAGER_ID, see .env.example); none by default, so nothing loads.
import { isTagManagerId } from '../../rules/tagManager';
import type { Consent } from './consentStore';

export const TAG_MANAGER_ID: string = import.meta.env.VITE_TAG_MANAGER_ID ?? '';


export function mayStartTagManager(consent: Consent | null, containerId: string): boolean {
  return consent?.performance === true && isTagManagerId(containerId);
}

interface TagManagerModule {
  startTagManager: (containerId: string) => boolean;
  stopTagManager: () => void;
}
type Loader = () => Promise<TagManagerModule>;
const loadTagManager: Loader = () => import('./tagManager');

let started = false;

/**
 * Follows the consent: starts the tag manager when allowed (the loader chunk is fetched only then), and when consent
 * is withdrawn after it started, stops it (its cookies go and the page reloads, since a running script cannot be
 * taken back). Resolves to whether it started now.
 */
export async function applyConsent(consent: Consent | null, containerId: string = TAG_MANAGER_ID, load: Loader = loadTagManager): Promise<boolean> {
  if (!mayStartTagManager(consent, containerId)) {
    if (started && consent) (await load()).stopTagManager();
    return false;
  }
  const { startTagManager } = await load();
  started = true;
  return startTagManager(containerId);
}
