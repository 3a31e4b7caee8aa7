// The back office's audit area: a case handler or administrator searches the staff audit log by staff member,
// applicant and days (Swedish calendar days, both inclusive), newest first, a page at a time. Searching writes nothing:
// a row names an applicant by id only and holds no personal data of theirs beyond what the change itself was (a
// reason, a note's text), never a personnummer.
import { addDays, startOfStockholmDay } from '../../../src/rules/calendar';
import { isCalendarDay } from '../../../src/rules/staff-applicants';
import { auditSearchMessages } from '../../../src/rules/staff-audit';
import type { Db } from '../../db/client';
import { ForbiddenError, hasStaffRole, type Actor } from '../../domain/actor';
import { auditActionText } from '../../domain/audit-actions';
import { failure, type Failure } from '../../domain/outcome';
import { toStaffView } from '../staff-view';
import { listStaffMembers, searchAuditLog } from './audit-search.repository';

export const AUDIT_PAGE_MAX = 100;


export interface AuditSearchInput {
  staffUserId?: number | null;
  applicantId?: number | null;
  from?: string | null;
  to?: string | null;
  first?: number | null;
  offset?: number | null;
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

export class AuditSearchService {
  constructor(private readonly db: Db) {}

  async search(actor: Actor, input: AuditSearchInput) {
    if (!hasStaffRole(actor, 'handlaggare')) throw new ForbiddenError();
    const refused = refusalOf(input);
    if (refused) return refused;
    const limit = Math.max(1, Math.min(input.first ?? 50, AUDIT_PAGE_MAX));
    const found = await searchAuditLog(
      this.db,
      {
        staffUserId: input.staffUserId,
        applicantId: input.applicantId,
        from: input.from ? startOfStockholmDay(input.from) : null,
        before: input.to ? startOfStockholmDay(addDays(input.to, 1)) : null,
      },
      limit,
      Math.max(0, input.offset ?? 0),
    );
    return {
      ok: true as const,
      totalCount: found.total,
      entries: found.rows.map((r) => ({ ...r, auditId: String(r.auditId), actionText: auditActionText(r.action), before: json(r.before), after: json(r.after) })),
    };
  }

  /** Every staff member, for the search's filter. */
  async staffMembers(actor: Actor) {
    if (!hasStaffRole(actor, 'handlaggare')) throw new ForbiddenError();
    return (await listStaffMembers(this.db)).map(toStaffView);
  }
}

function refusalOf(input: AuditSearchInput): Failure | null {
  if (input.from && !isCalendarDay(input.from)) return failure(auditSearchMessages.fromFormat, [{ code: 'from', text: auditSearchMessages.fromFormat }]);
  if (input.to && !isCalendarDay(input.to)) return failure(auditSearchMessages.toFormat, [{ code: 'to', text: auditSearchMessages.toFormat }]);
  if (input.from && input.to && input.to < input.from) return failure(auditSearchMessages.order, [{ code: 'to', text: auditSearchMessages.order }]);
  return null;
}
