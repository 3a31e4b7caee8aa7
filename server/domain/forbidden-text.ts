// Which characters a text sent to us may hold. Pure; the GraphQL plugin, the REST hook and the registration form's JSON
// part all ask this one rule.
//
// Never: NUL and the other C0 controls, DEL, the C1 controls and lone UTF-16 surrogates (PostgreSQL refuses NUL, and
// none of them means anything in a name, an address or an id). Every field we take today is one line, so tab, line
// feed and carriage return are refused too, except in the fields named as free text (MULTILINE_FIELDS: the back office's
// listing texts and footer columns).

export const FORBIDDEN_TEXT_MESSAGE =
  'Texten innehåller tecken som inte är tillåtna, till exempel radbrytningar eller osynliga styrtecken. Ta bort dem och försök igen.';

/** Field names whose values may span lines (tab, line feed, carriage return allowed). */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set<string>(['description', 'showingText', 'textLong', 'body']);

// Matching control characters is the point here.
// oxlint-disable-next-line no-control-regex
const NEVER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

export function isAllowedText(text: string, multiline = false): boolean {
  return !NEVER.test(text) && (multiline || !LINE_BREAK_OR_TAB.test(text));
}

/** Arrays and plain objects, including those without a prototype chain (query strings are parsed into such). */
function isPlainContainer(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) return true;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/**
 * The path ('contact.street', 'filter.categoryIds.0') of the first string in a JSON-like value that holds a forbidden
 * character, or null when all are allowed. Keys are checked too; other objects (files, buffers) are left alone.
 */
export function findForbiddenText(value: unknown, multilineFields: ReadonlySet<string> = MULTILINE_FIELDS, path: string[] = []): string | null {
  if (typeof value === 'string') {
    const field = [...path].reverse().find((p) => !/^\d+$/.test(p));
    return isAllowedText(value, field !== undefined && multilineFields.has(field)) ? null : path.join('.') || '(värde)';
  }
  if (!isPlainContainer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (!isAllowedText(key)) return [...path, '(nyckel)'].join('.');
    const found = findForbiddenText(inner, multilineFields, [...path, key]);
    if (found) return found;
  }
  return null;
}
