// The load run's measurements: every step's reply times and its errors. A step is one request (or, for the card, the
// hosted page and its form); it is an error when the request fails, answers another status than expected, or answers
// with GraphQL errors or the app's refusal (error: true). An error ends the visit it happened in.
import { quantile } from '../stats';

export class VisitFailed extends Error {}

export interface StepRow {
  step: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export class StepTimes {
  /** Each step's replies: when the request started (ms since the StepTimes was made) and how long it took. */
  private readonly times = new Map<string, { at: number; ms: number }[]>();
  private readonly start = performance.now();
  private readonly errors = new Map<string, number>();
  /** The first error of each step, for the report. */
  readonly examples = new Map<string, string>();

  /** Times `request`; `problem` tells what is wrong with its answer (null: nothing). Throws VisitFailed on an error. */
  async time<T>(step: string, request: () => Promise<T>, problem: (answer: T) => string | null): Promise<T> {
    const t = performance.now();
    let answer: T;
    try {
      answer = await request();
    } catch (err) {
      this.fail(step, err instanceof Error ? err.message : String(err));
    }
    const ms = performance.now() - t;
    if (!this.times.has(step)) this.times.set(step, []);
    this.times.get(step)!.push({ at: t - this.start, ms });
    const wrong = problem(answer);
    if (wrong) this.fail(step, wrong);
    return answer;
  }

  private fail(step: string, why: string): never {
    this.errors.set(step, (this.errors.get(step) ?? 0) + 1);
    if (!this.examples.has(step)) this.examples.set(step, why);
    throw new VisitFailed(why);
  }

  /** Per step; `fromMs`: only the requests that started at least that long after the StepTimes was made. */
  rows(fromMs = 0): StepRow[] {
    const steps = [...new Set([...this.times.keys(), ...this.errors.keys()])];
    return steps.map((step) => {
      const xs = (this.times.get(step) ?? []).filter((x) => x.at >= fromMs).map((x) => x.ms);
      return { step, count: xs.length, errors: fromMs === 0 ? (this.errors.get(step) ?? 0) : 0, p50: quantile(xs, 0.5), p95: quantile(xs, 0.95), p99: quantile(xs, 0.99) };
    });
  }

  totalErrors(): number {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
}

/** A GraphQL answer's problem: not 200, GraphQL errors, or the operation's own refusal (error: true). */
export function graphqlProblem(res: { status: number; json: any; text: string }): string | null {
  if (res.status !== 200) return `HTTP ${res.status}: ${res.text.slice(0, 200)}`;
  if (res.json?.errors) return `GraphQL errors: ${JSON.stringify(res.json.errors).slice(0, 200)}`;
  const field = res.json?.data && Object.values(res.json.data)[0];
  if (!field) return `no data: ${res.text.slice(0, 200)}`;
  if ((field as { error?: boolean }).error) return `refused: ${(field as { errorText?: string }).errorText}`;
  return null;
}

/** A REST answer's problem: another status than `expected`. */
export const statusProblem =
  (expected = 200) =>
  (res: { status: number; text: string }): string | null =>
    res.status === expected ? null : `HTTP ${res.status}: ${res.text.slice(0, 200)}`;
