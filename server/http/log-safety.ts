// Errors on their way into the log lose the values a query was run with. Drizzle's DrizzleQueryError carries them in
// its message ("Failed query: … \nparams: Anna,anna@…"), in its stack and in a `params` property, and the database
// error under it may quote a value in `detail`; those values are names, e-mail addresses, phone numbers and
// personnummer. The SQL text itself has only placeholders and stays, with codes and stack frames.

const PARAMS = /\nparams: [\s\S]*$/;

/** A text with drizzle's "\nparams: …" tail cut off. */
export function withoutQueryParameters(text: string): string {
  return text.replace(PARAMS, '\nparams: [not logged]');
}

export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: SafeError;
}

const MAX_DEPTH = 4;

/** The pino serializer for `err`: type, message, code and stack frames, never the parameters or a quoted value. */
export function safeError(value: unknown, depth = 0): SafeError {
  if (!(value instanceof Error) && (typeof value !== 'object' || value === null)) {
    return { type: typeof value, message: withoutQueryParameters(String(value)), stack: '' };
  }
  const err = value as Error & { code?: unknown; cause?: unknown; originalError?: unknown };
  const type = err.constructor?.name ?? err.name ?? 'Error';
  const rawMessage = String(err.message ?? '');
  const message = withoutQueryParameters(rawMessage);
  // V8 stacks start with "<name>: <message>"; keep only the frames after it.
  const head = `${err.name}: ${rawMessage}`;
  const frames = typeof err.stack === 'string' && err.stack.startsWith(head) ? err.stack.slice(head.length) : '';
  const safe: SafeError = { type, message, stack: `${err.name}: ${message}${frames}` };
  if (typeof err.code === 'string' || typeof err.code === 'number') safe.code = String(err.code);
  const inner = err.originalError ?? err.cause;
  if (inner !== undefined && inner !== null && depth < MAX_DEPTH) safe.cause = safeError(inner, depth + 1);
  return safe;
}

/** One log entry from loggers that hand over loose arguments (Yoga's): the error apart (for the `err` serializer),
 * the rest as a text without parameters. */
export function safeLogArguments(args: unknown[]): { error?: Error; text: string } {
  const error = args.find((a): a is Error => a instanceof Error);
  const text = withoutQueryParameters(args.filter((a) => a !== error).map(String).join(' '));
  return error ? { error, text } : { text };
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The pino serializer for `req`: the path without its query string, whose values (a payment link's key, anything a
 * caller typed) are not ours to keep. */
export function safeRequest(req: LoggedRequest): Record<string, unknown> {
  const query = req.url.indexOf('?');
  return {
    method: req.method,
    url: query < 0 ? req.url : `${req.url.slice(0, query)}?[query not logged]`,
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** pino's logMethod hook: texts lose drizzle's parameters, and an error logged on its own gets a safe message (pino
 * would otherwise copy its raw message into `msg`). */
export function safeLogMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void): void {
  const [first, ...rest] = args;
  if (first instanceof Error) {
    const text = rest.length ? rest.map((a) => (typeof a === 'string' ? withoutQueryParameters(a) : a)) : [withoutQueryParameters(first.message)];
    method.apply(this, [{ err: first }, ...text]);
    return;
  }
  method.apply(
    this,
    args.map((a) => (typeof a === 'string' ? withoutQueryParameters(a) : a)),
  );
}
