// What other features may use of the not-found area: the page itself (loaded when first shown), for an address that
// exists for some users only (the applications page, not for a co-applicant).
export { NotFoundPage } from './routes';
