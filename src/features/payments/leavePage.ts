// Sends the browser to the payment provider's page (a full page load, away from the SPA). One function,
// so component tests can replace it.
import { isWebAddress } from './paymentReturn';

export function leavePage(url: string): boolean {
  if (!isWebAddress(url)) return false;
  window.location.assign(url);
  return true;
}
