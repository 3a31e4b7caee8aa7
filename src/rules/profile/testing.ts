// For the table tests of the profile schemas: what a save would show, as 'field: message' lines in order.
import type { z } from '../zod';

export function problemsOf(schema: z.ZodType, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}
