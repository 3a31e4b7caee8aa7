// What other features may use of the newsletter (the account page's tab); they import it only through this file
// (the import rules).
export { NewsletterPanel } from './NewsletterPanel';
export { showNewsletterTab } from './newsletterState';
export { useNewsletter } from './useNewsletter';
