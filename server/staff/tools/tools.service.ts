// The back office's tools page (issue 13): links to the protocol sandboxes' tester pages (only when the server runs
// them), the scheduled jobs with their last runs and a way to run one now (the jobs' own scheduler and lease), and the
// content the applicants' shell shows: the maintenance message, the menu and the footer.
// Who: the links for every staff member; jobs and content for administrators only (they change what every applicant
// sees, or run work meant for the schedule). Each change writes exactly one audit row.
import {
  footerHtmlToText,
  footerSchema,
  footerTextToHtml,
  maintenanceMessageSchema,
  menuSchema,
  siteContentProblems,
  stockholmLocal,
} from '../../../src/rules/site-content';
import type { Db } from '../../db/client';
import { buildMenuTree } from '../../domain/content';
import { ForbiddenError, hasStaffRole, type Actor, type StaffActor } from '../../domain/actor';
import { JOB_MAX_ATTEMPTS, jobErrorSummary, type JobOutcome } from '../../domain/job-retry';
import { failure, type Outcome } from '../../domain/outcome';
import type { JobRunner } from '../../jobs/scheduler';
import { writeAudit } from '../audit-log';
import {
  footerRows,
  insertMaintenanceMessage,
  lastJobRuns,
  menuRows,
  openMaintenanceMessages,
  removeOpenMaintenanceMessages,
  replaceFooter,
  replaceMenu,
} from './tools.repository';

/** The sandboxes' tester pages (server/app.ts mounts each under /sandbox/<name>/ when SANDBOXES_ENABLED). */
export const SANDBOX_LINKS = [
  { key: 'bankid', name: 'BankID-testaren', description: 'Välj testperson, läs av QR-koden och godkänn inloggningar och signeringar.', url: '/sandbox/bankid/' },
  { key: 'payments', name: 'Kortbetalningar', description: 'Testkort, webhooks och återbetalningar för köavgifter och förmedlingsavgifter.', url: '/sandbox/payments/' },
  { key: 'mail', name: 'Utkorgen för e-post', description: 'Alla e-postmeddelanden som portalen har skickat, med klickbara länkar.', url: '/sandbox/mail/' },
  { key: 'newsletter', name: 'Nyhetsbrevet', description: 'Prenumeranterna på nyhetsbrevet och ett läge där tjänsten svarar med fel.', url: '/sandbox/newsletter/' },
  { key: 'population-register', name: 'Folkbokföringen', description: 'De kända testpersonerna i folkbokföringsregistret.', url: '/sandbox/population-register/' },
  {
    key: 'open-banking',
    name: 'Bankanslutningen',
    description: 'Bankerna och testpersonernas konton och transaktioner för digital inkomstverifiering, och lägen där banken svarar med fel.',
    url: '/sandbox/open-banking/',
  },
] as const;

export const toolsMessages = {
  unknownJob: 'Det finns inget jobb med det namnet.',
  busy: 'Jobbet körs redan. Försök igen om en stund.',
  notReady: 'Jobben har inte startat än. Försök igen om en stund.',
  failed: 'Jobbet misslyckades.',
  invalid: 'Ändringen kunde inte sparas. Rätta de markerade fälten.',
} as const;

export interface JobView {
  name: string;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  /** 'ok', 'retrying' (failed, tried again at nextAttemptAt), 'failed' (no more retries), or null before its first run. */
  outcome: JobOutcome | null;
  /** The last run's summary, or (retrying, failed) why it failed. */
  message: string | null;
  /** Failed runs in a row. */
  attempts: number;
  /** When a retrying job is tried again. */
  nextAttemptAt: Date | null;
  /** How many failed runs in a row make the job failed. */
  maxAttempts: number;
}

const requireRole = (actor: Actor, role: 'handlaggare' | 'administrator'): StaffActor => {
  if (!hasStaffRole(actor, role)) throw new ForbiddenError();
  return actor;
};

export class StaffToolsService {
  private scheduler: Pick<JobRunner, 'names' | 'runNow'> | null = null;

  constructor(
    private readonly db: Db,
    private readonly sandboxesEnabled: boolean,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The app's scheduler, once built (server/app.ts builds it after the services). */
  useScheduler(scheduler: Pick<JobRunner, 'names' | 'runNow'>): void {
    this.scheduler = scheduler;
  }

  /** The sandboxes' tester pages; none when the server runs no sandboxes (production). */
  sandboxLinks(actor: Actor) {
    requireRole(actor, 'handlaggare');
    return this.sandboxesEnabled ? SANDBOX_LINKS.map((l) => ({ ...l })) : [];
  }

  /** Every job with its last run, in the schedule's order. */
  async jobs(actor: Actor): Promise<JobView[]> {
    requireRole(actor, 'administrator');
    const runs = new Map((await lastJobRuns(this.db)).map((r) => [r.name, r]));
    return (this.scheduler?.names() ?? []).map((name) => {
      const run = runs.get(name);
      const outcome = run?.lastOutcome ?? null;
      return {
        name,
        lastStartedAt: run?.lastStartedAt ?? null,
        lastFinishedAt: run?.lastFinishedAt ?? null,
        outcome,
        message: (outcome === 'ok' ? run?.lastResult : run?.lastError) ?? null,
        attempts: run?.attempts ?? 0,
        nextAttemptAt: run?.nextAttemptAt ?? null,
        maxAttempts: JOB_MAX_ATTEMPTS,
      };
    });
  }

  /** Runs a job now under its lease, then records who ran it and how it went (one audit row). */
  async runJob(actor: Actor, name: string): Promise<Outcome<{ job: JobView }>> {
    const staff = requireRole(actor, 'administrator');
    if (!this.scheduler) return failure(toolsMessages.notReady);
    if (!this.scheduler.names().includes(name)) return failure(toolsMessages.unknownJob, [{ code: 'name', text: toolsMessages.unknownJob }]);
    let after: { outcome: 'ok' | 'failed'; result: string };
    try {
      const run = await this.scheduler.runNow(name);
      if (!run.ran) return failure(run.reason === 'busy' ? toolsMessages.busy : toolsMessages.unknownJob);
      after = { outcome: 'ok', result: run.result };
    } catch (err) {
      after = { outcome: 'failed', result: jobErrorSummary(err) };
    }
    const at = this.now();
    await this.db.transaction((tx) => writeAudit(tx, staff, { action: 'JOB_RUN', applicantId: null, subject: `job:${name}`, before: null, after }, at));
    const job = (await this.jobs(staff)).find((j) => j.name === name)!;
    return { ok: true, job };
  }

  /** The content as the editors show it: the message in force or next, the menu and the footer's three columns. */
  async siteContent(actor: Actor) {
    requireRole(actor, 'administrator');
    const [messages, menu, footer] = await Promise.all([openMaintenanceMessages(this.db, this.now()), menuRows(this.db), footerRows(this.db)]);
    const first = messages[0];
    return {
      maintenanceMessage: first ? { message: first.message, start: stockholmLocal(first.start), stop: stockholmLocal(first.stop) } : null,
      menu: buildMenuTree(menu).map((i) => ({ name: i.name, url: i.url, children: i.children.map((c) => ({ name: c.name, url: c.url })) })),
      footer: [1, 2, 3].map((position) => {
        const column = footer.find((c) => c.position === position);
        return { title: column?.title ?? null, body: column ? footerHtmlToText(column.html) : '' };
      }),
    };
  }

  /** Sets the maintenance message: it replaces any message that has not ended. */
  async saveMaintenanceMessage(actor: Actor, input: unknown): Promise<Outcome> {
    const staff = requireRole(actor, 'administrator');
    const parsed = maintenanceMessageSchema.safeParse(input ?? {});
    if (!parsed.success) return failure(toolsMessages.invalid, siteContentProblems(parsed.error.issues));
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const before = await openMaintenanceMessages(tx, at);
      await removeOpenMaintenanceMessages(tx, at);
      await insertMaintenanceMessage(tx, parsed.data);
      await writeAudit(tx, staff, { action: 'MAINTENANCE_MESSAGE_SET', applicantId: null, subject: 'content:maintenance-message', before: before.map(({ message, start, stop }) => ({ message, start, stop })), after: parsed.data }, at);
    });
    return { ok: true };
  }

  /** Removes the maintenance message (every one that has not ended); nothing to remove is no change. */
  async clearMaintenanceMessage(actor: Actor): Promise<Outcome> {
    const staff = requireRole(actor, 'administrator');
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const before = await openMaintenanceMessages(tx, at);
      if (before.length === 0) return;
      await removeOpenMaintenanceMessages(tx, at);
      await writeAudit(tx, staff, { action: 'MAINTENANCE_MESSAGE_CLEAR', applicantId: null, subject: 'content:maintenance-message', before: before.map(({ message, start, stop }) => ({ message, start, stop })), after: null }, at);
    });
    return { ok: true };
  }

  async saveMenu(actor: Actor, input: unknown): Promise<Outcome> {
    const staff = requireRole(actor, 'administrator');
    const parsed = menuSchema.safeParse(input ?? {});
    if (!parsed.success) return failure(toolsMessages.invalid, siteContentProblems(parsed.error.issues));
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const before = buildMenuTree(await menuRows(tx));
      await replaceMenu(tx, parsed.data.items);
      await writeAudit(tx, staff, { action: 'MENU_SET', applicantId: null, subject: 'content:menu', before, after: parsed.data.items }, at);
    });
    return { ok: true };
  }

  async saveFooter(actor: Actor, input: unknown): Promise<Outcome> {
    const staff = requireRole(actor, 'administrator');
    const parsed = footerSchema.safeParse(input ?? {});
    if (!parsed.success) return failure(toolsMessages.invalid, siteContentProblems(parsed.error.issues));
    const columns = parsed.data.columns.map((c) => ({ title: c.title, html: footerTextToHtml(c.body) }));
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const before = await footerRows(tx);
      await replaceFooter(tx, columns);
      await writeAudit(tx, staff, { action: 'FOOTER_SET', applicantId: null, subject: 'content:footer', before: before.map(({ position, title, html }) => ({ position, title, html })), after: columns }, at);
    });
    return { ok: true };
  }
}
