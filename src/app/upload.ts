// Uploads that report their progress (a FileUpload's bar): XMLHttpRequest, since fetch cannot tell how far a request
// body has been sent. Its own module, so the first bundle (which has http.ts for Apollo) does not carry it.
import { API_BASE, CSRF_HEADER, NetworkError, parseJsonBody, sendWithCsrf, type ApiReply } from './http';

/** How far an upload has come: bytes sent of the total (the total is unknown when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number | null;
}

function xhrPost(url: string, body: FormData, token: string | null, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<ApiReply> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new NetworkError('upload aborted'));
    const xhr = new XMLHttpRequest();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.addEventListener('progress', (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null }));
    xhr.addEventListener('load', () => resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, body: parseJsonBody(xhr.responseText) }));
    xhr.addEventListener('error', () => reject(new NetworkError('upload failed')));
    xhr.addEventListener('abort', () => reject(new NetworkError('upload aborted')));
    xhr.send(body);
  });
}

/**
 * A multipart POST to /mypages/api/<path> that reports the upload's progress (fetch cannot: XMLHttpRequest's
 * upload events can), with the same CSRF handling as apiFetch. Never throws for HTTP error statuses, only
 * NetworkError (also when the signal cancels the upload).
 */
export function apiUpload(path: string, body: FormData, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<ApiReply> {
  return sendWithCsrf((token) => xhrPost(`${API_BASE}${path}`, body, token, onProgress, signal));
}
