import { apiFetch, apiRequest, NetworkError, readCookie } from './http';

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('csrf_token', 'a=1; csrf_token=abc%3D; b=2')).toBe('abc=');
  });
  it('returns null when missing', () => {
    expect(readCookie('csrf_token', 'a=1')).toBeNull();
  });
});

describe('apiFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('{"success":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', { cookie: 'sid=x; csrf_token=tok123' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function sentHeaders(): Headers {
    const init = fetchMock.mock.calls[0]?.[1];
    return new Headers(init?.headers);
  }

  it('sends the CSRF header, JSON type and same-origin credentials on POST', async () => {
    await apiFetch('/mypages/api/account/logout', { method: 'POST', body: '{}' });
    expect(sentHeaders().get('x-csrf-token')).toBe('tok123');
    expect(sentHeaders().get('content-type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('sends the __Host- cookie the server uses behind https, ahead of a plain one', async () => {
    vi.stubGlobal('document', { cookie: 'csrf_token=planted; __Host-csrf_token=secure1' });
    await apiFetch('/mypages/api', { method: 'POST', body: '{}' });
    expect(sentHeaders().get('x-csrf-token')).toBe('secure1');
  });

  it('without a token cookie, fetches one with a single GET shared by the requests sent together, then sends them with it', async () => {
    const cookies = { cookie: 'sid=x' };
    vi.stubGlobal('document', cookies);
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/mypages/api/status') cookies.cookie = 'sid=x; csrf_token=first1';
      return new Response('{}', { status: 200 });
    });
    await Promise.all([apiFetch('/mypages/api', { method: 'POST', body: '{"query":"{ a }"}' }), apiFetch('/mypages/api', { method: 'POST', body: '{"query":"{ b }"}' })]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/mypages/api/status', '/mypages/api', '/mypages/api']);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('x-csrf-token')).toBe('first1');
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get('x-csrf-token')).toBe('first1');
  });

  it('sends a request refused because its token no longer fits once more with the token that came since', async () => {
    const cookies = { cookie: 'sid=x; csrf_token=old1' };
    vi.stubGlobal('document', cookies);
    fetchMock.mockImplementationOnce(async () => {
      cookies.cookie = 'sid=x; csrf_token=fresh1';
      return new Response('{"error":true}', { status: 403 });
    });
    const response = await apiFetch('/mypages/api', { method: 'POST', body: '{"query":"{ a }"}' });
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('x-csrf-token')).toBe('old1');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('x-csrf-token')).toBe('fresh1');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"query":"{ a }"}');
  });

  it('reads the cookie once for requests sent together, and again after a reply (which may bring a new token)', async () => {
    let reads = 0;
    let cookie = 'sid=x; csrf_token=one1';
    vi.stubGlobal('document', {
      get cookie() {
        reads += 1;
        return cookie;
      },
    });
    fetchMock.mockImplementation(async () => {
      cookie = 'sid=x; csrf_token=two2';
      return new Response('{}', { status: 200 });
    });
    await Promise.all([apiFetch('/mypages/api', { method: 'POST', body: '{"query":"{ a }"}' }), apiFetch('/mypages/api', { method: 'POST', body: '{"query":"{ b }"}' })]);
    expect(reads).toBe(1);
    expect(fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('x-csrf-token'))).toEqual(['one1', 'one1']);
    await apiFetch('/mypages/api', { method: 'POST', body: '{"query":"{ c }"}' });
    expect(reads).toBe(2);
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get('x-csrf-token')).toBe('two2');
  });

  it('does not repeat a refusal when no new token came with it', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":true}', { status: 403 }));
    const response = await apiFetch('/mypages/api', { method: 'POST', body: '{}' });
    expect(response.status).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not send the CSRF header on GET', async () => {
    await apiFetch('/mypages/api/account/me');
    expect(sentHeaders().has('x-csrf-token')).toBe(false);
  });

  it('apiRequest returns status and parsed body', async () => {
    fetchMock.mockResolvedValue(new Response('{"success":false}', { status: 401 }));
    await expect(apiRequest('/account/me')).resolves.toEqual({ status: 401, ok: false, body: { success: false } });
  });

  it('apiRequest sends FormData as multipart: as it is, without a JSON content type, with the CSRF header', async () => {
    const form = new FormData();
    form.append('registrationReq', '{"email":"a@example.se"}');
    await apiRequest('/registration', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(sentHeaders().has('content-type')).toBe(false);
    expect(sentHeaders().get('x-csrf-token')).toBe('tok123');
  });

  it('apiRequest sends other bodies as JSON', async () => {
    await apiRequest('/account/StartBankIdReregistrationSession', { method: 'POST', body: { pnr: '199001012385', isQrCode: true } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"pnr":"199001012385","isQrCode":true}');
    expect(sentHeaders().get('content-type')).toBe('application/json');
  });

  it('apiRequest throws NetworkError when fetch rejects', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/account/me')).rejects.toBeInstanceOf(NetworkError);
  });
});
