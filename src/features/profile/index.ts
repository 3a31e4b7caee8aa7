// The profile area's face to the rest of the app: which pages have something to do, for the local navigation (the
// pages themselves load through routes.tsx).
export { pagesNeedingAttention } from './todoPlaces';
