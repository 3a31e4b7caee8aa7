// The back office's staff accounts (issue 13): administrators list, create and change accounts (name, e-mail, role,
// a new BankID personnummer, a new password) and close or reopen them. Each change is one audit row (before → after, never a
// password hash nor a full personnummer) in the change's own transaction; a refused change writes nothing. Nobody
// takes away their own administrator role or closes their own account, and one active administrator always remains.
import { staffAccountCreateSchema, staffAccountMessages as msg, staffAccountUpdateSchema } from '../../../src/rules/staff-accounts';
import { hashPassword } from '../../account/password';
import type { Db, Tx } from '../../db/client';
import type { StaffUserRow } from '../../db/schema';
import { ForbiddenError, hasStaffRole, type Actor, type StaffActor } from '../../domain/actor';
import { failure, fromIssues, type Outcome } from '../../domain/outcome';
import { accountChangeRefusal } from '../../domain/staff-account-changes';
import { writeAudit } from '../audit-log';
import { staffRoleOf, storedRoleOf } from '../staff-view';
import * as repo from './staff-accounts.repository';
import { auditStateOf, toStaffAccountView, type StaffAccountView } from './staff-account-view';

export type AccountOutcome = Outcome<{ account: StaffAccountView }>;

const takenFailure = (which: 'email' | 'personalNumber') => {
  const text = which === 'email' ? msg.emailTaken : msg.personalNumberTaken;
  return failure(text, [{ code: which, text }]);
};

export class StaffAccountsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private administrator(actor: Actor): StaffActor {
    if (!hasStaffRole(actor, 'administrator')) throw new ForbiddenError();
    return actor;
  }

  async list(actor: Actor): Promise<StaffAccountView[]> {
    this.administrator(actor);
    return (await repo.listStaffAccounts(this.db)).map(toStaffAccountView);
  }

  async create(actor: Actor, input: unknown): Promise<AccountOutcome> {
    const admin = this.administrator(actor);
    const parsed = staffAccountCreateSchema.safeParse(input);
    if (!parsed.success) return fromIssues(parsed.error.issues);
    const { password, personalNumber, role, ...rest } = parsed.data;
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const taken = await repo.takenBy(tx, rest.email, personalNumber || null, null);
      if (taken) return takenFailure(taken);
      const row = await repo.insertStaffAccount(tx, { ...rest, personalNumber: personalNumber || null, role: storedRoleOf(role), passwordHash });
      await this.audit(tx, admin, 'STAFF_ACCOUNT_CREATE', row, null, auditStateOf(row));
      return { ok: true as const, account: toStaffAccountView(row) };
    });
  }

  async update(actor: Actor, staffUserId: number, input: unknown): Promise<AccountOutcome> {
    const admin = this.administrator(actor);
    const parsed = staffAccountUpdateSchema.safeParse(input);
    if (!parsed.success) return fromIssues(parsed.error.issues);
    const { password, personalNumber, role, ...rest } = parsed.data;
    const passwordHash = password ? await hashPassword(password) : undefined;
    return this.db.transaction(async (tx) => {
      const before = await repo.lockStaffAccount(tx, staffUserId);
      if (!before) return failure(msg.notFound);
      const taken = await repo.takenBy(tx, rest.email, personalNumber || null, staffUserId);
      if (taken) return takenFailure(taken);
      const refusal = await this.refusal(tx, admin, before, { role, active: before.active });
      if (refusal) return failure(refusal, [{ code: 'role', text: refusal }]);
      // The app never holds a full personnummer: an empty one keeps the account's, like an empty password.
      const after = await repo.updateStaffAccount(tx, staffUserId, {
        ...rest,
        role: storedRoleOf(role),
        ...(personalNumber ? { personalNumber } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      });
      await this.audit(tx, admin, 'STAFF_ACCOUNT_UPDATE', after, auditStateOf(before), { ...auditStateOf(after), passwordChanged: !!passwordHash });
      return { ok: true as const, account: toStaffAccountView(after) };
    });
  }

  /** Closes (active false: no login, its sessions end now) or reopens an account; the same state again changes nothing. */
  async setActive(actor: Actor, staffUserId: number, active: boolean): Promise<AccountOutcome> {
    const admin = this.administrator(actor);
    return this.db.transaction(async (tx) => {
      const before = await repo.lockStaffAccount(tx, staffUserId);
      if (!before) return failure(msg.notFound);
      if (before.active === active) return { ok: true as const, account: toStaffAccountView(before) };
      const refusal = await this.refusal(tx, admin, before, { role: staffRoleOf(before), active });
      if (refusal) return failure(refusal);
      const after = await repo.updateStaffAccount(tx, staffUserId, { active });
      if (!active) await repo.endStaffSessions(tx, staffUserId);
      await this.audit(tx, admin, active ? 'STAFF_ACCOUNT_REOPEN' : 'STAFF_ACCOUNT_CLOSE', after, auditStateOf(before), auditStateOf(after));
      return { ok: true as const, account: toStaffAccountView(after) };
    });
  }

  private async refusal(tx: Tx, admin: StaffActor, before: StaffUserRow, after: Parameters<typeof accountChangeRefusal>[2]) {
    const state = { staffUserId: before.staffUserId, role: staffRoleOf(before), active: before.active };
    return accountChangeRefusal(admin.staffUserId, state, after, await repo.countActiveAdministrators(tx));
  }

  private audit(tx: Tx, admin: StaffActor, action: string, row: StaffUserRow, before: unknown, after: unknown) {
    return writeAudit(tx, admin, { action, applicantId: null, subject: `staff:${row.staffUserId}`, before, after }, this.now());
  }
}
