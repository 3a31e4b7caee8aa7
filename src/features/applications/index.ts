// What the app and other features may use of the applications area; they import it only through this file (the
// import rules). The detail page of a home shows the interest panel (register, registered, remove).
export { applicationsRoutes } from './routes';
export { InterestPanel } from './interest/InterestPanel';
