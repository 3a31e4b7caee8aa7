import { errorFromResponse, isRetryable, transportError } from './errors';

describe('open-banking errors', () => {
  it.each([
    [null, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
  ])('HTTP %s retryable: %s', (status, retryable) => {
    expect(isRetryable(status)).toBe(retryable);
  });

  it("reads Tink's errorCode and errorMessage, OAuth's error fields, or keeps the status", () => {
    expect(errorFromResponse(401, '{"errorCode":"client_invalid","errorMessage":"no"}')).toMatchObject({ httpStatus: 401, errorCode: 'client_invalid', errorMessage: 'no' });
    expect(errorFromResponse(400, '{"error":"invalid_grant","error_description":"used"}')).toMatchObject({ errorCode: 'invalid_grant', errorMessage: 'used' });
    expect(errorFromResponse(502, '<html>Bad gateway</html>')).toMatchObject({ httpStatus: 502, errorCode: 'HTTP_502', errorMessage: '<html>Bad gateway</html>' });
  });

  it('tells a timeout from another network failure', () => {
    expect(transportError(Object.assign(new Error('slow'), { name: 'TimeoutError' }))).toMatchObject({ httpStatus: null, errorCode: 'TIMEOUT' });
    expect(transportError(new TypeError('fetch failed'))).toMatchObject({ httpStatus: null, errorCode: 'NETWORK_ERROR' });
  });
});
