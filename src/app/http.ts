// The applicants' SPA talks to /mypages/api through the shared client (src/components/http/apiClient.ts): same-origin
// cookies, JSON, and the CSRF header on every non-GET request. REST calls and Apollo's HttpLink use it.
import { createApiClient } from '../components/http/apiClient';

export { CSRF_HEADER, NetworkError, parseJsonBody, readCookie, type ApiReply } from '../components/http/apiClient';

export const API_BASE = '/mypages/api';

// Behind https the server names the cookie __Host-csrf_token (no sibling host can set it); plain http keeps csrf_token.
const client = createApiClient({ apiBase: API_BASE, csrfCookies: ['__Host-csrf_token', 'csrf_token'], tokenPath: '/status' });

export const { apiFetch, sendWithCsrf, apiRequest } = client;
