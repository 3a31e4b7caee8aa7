// Business constants from spec 000 §9 that the SPA needs. One place, so the numbers are not repeated.

/** Default session length when the server does not say (seconds). */
export const SESSION_TIMEOUT_SECONDS = 3600;
/** Default warning threshold before the session ends (seconds). */
export const SESSION_WARNING_SECONDS = 120;
/** A stored session timestamp younger than this is reused after a reload. */
export const SESSION_TIMESTAMP_REUSE_MS = 30 * 60 * 1000;
/** Success toasts close themselves after this long; error toasts stay until closed. */
export const TOAST_SUCCESS_DURATION_MS = 5000;
/** Widest viewport (px) that gets the mobile layout with navigation toggles. */
export const MOBILE_MAX_WIDTH_PX = 991;
/** The header only compacts when the page can scroll at least this far (px). */
export const HEADER_COMPACT_THRESHOLD_PX = 100;
/** Resize handling is debounced by this long (ms). */
export const RESIZE_DEBOUNCE_MS = 50;
/** Modal transition and backdrop fade (ms). */
export const MODAL_TRANSITION_MS = 300;
export const MODAL_BACKDROP_MS = 150;
