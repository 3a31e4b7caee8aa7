// The Content-Disposition of a file sent as a download (documents, income certificates).

/** RFC 6266: an ASCII fallback and the exact name in UTF-8. */
export function attachment(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
