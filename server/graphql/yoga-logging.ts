// Yoga's logger for both GraphQL endpoints: Yoga logs unexpected errors (a failed database query among them) as loose
// arguments; they go to the app's log without their values (server/http/log-safety.ts).
import type { FastifyInstance } from 'fastify';
import { safeLogArguments } from '../http/log-safety';

type Level = 'debug' | 'info' | 'warn' | 'error';

export function safeYogaLogging(app: FastifyInstance): Record<Level, (...args: unknown[]) => void> {
  const logSafely = (level: Level, args: unknown[]) => {
    const { error, text } = safeLogArguments(args);
    if (error) app.log[level]({ err: error }, text || 'GraphQL error');
    else app.log[level](text);
  };
  return {
    debug: (...args) => logSafely('debug', args),
    info: (...args) => logSafely('info', args),
    warn: (...args) => logSafely('warn', args),
    error: (...args) => logSafely('error', args),
  };
}
