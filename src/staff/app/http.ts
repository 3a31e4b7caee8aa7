// The back office talks to the staff API (/staff/api) through the shared client, with the staff session's own CSRF
// cookie (staff_csrf_token; __Host-staff_csrf_token behind https), which any reply under /staff/api hands out.
import { createApiClient } from '../../components/http/apiClient';

export const STAFF_API = '/staff/api';
export const STAFF_GRAPHQL = `${STAFF_API}/graphql`;

export const { apiFetch, apiRequest } = createApiClient({
  apiBase: STAFF_API,
  csrfCookies: ['__Host-staff_csrf_token', 'staff_csrf_token'],
  tokenPath: '/me',
});
