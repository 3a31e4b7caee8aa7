// The Data API's paging: pageSize (1–max, default max) and an opaque pageToken naming where the next page starts.
export class PageError extends Error {}

export function pageOf<T>(items: T[], pageSize: string, pageToken: string, max: number): { items: T[]; nextPageToken: string } {
  const size = pageSize ? Number(pageSize) : max;
  if (!Number.isInteger(size) || size < 1 || size > max) throw new PageError(`pageSize must be 1–${max}.`);
  let start = 0;
  if (pageToken) {
    const text = Buffer.from(pageToken, 'base64url').toString('utf8');
    const decoded = text.startsWith('offset:') ? Number(text.slice(7)) : NaN;
    if (!Number.isInteger(decoded) || decoded < 0 || decoded > items.length) throw new PageError('The pageToken is not valid.');
    start = decoded;
  }
  const end = start + size;
  return { items: items.slice(start, end), nextPageToken: end < items.length ? Buffer.from(`offset:${end}`).toString('base64url') : '' };
}
