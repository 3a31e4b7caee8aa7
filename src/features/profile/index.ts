// The profile area's face to the rest of the app: what the local navigation needs to mark the pages with something
// to do (the pages themselves load through routes.tsx).
export { DETAILS_PATH, DOCUMENTS_PATH, pagesNeedingAttention, profileTodo, type TodoIndicators } from './profileTodo';
