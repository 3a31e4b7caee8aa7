// A home's brokerage after a crash: its steps whole. The period is closed exactly when its registrations were ranked
// (the brokerage row and every CLOSE_PERIOD entry in one transaction; none left at INTEREST after it); after an
// invitation nobody is left merely RANKED (invited and not invited in one transaction); one registration in the check
// at most; and every step the case handler took has its audit row (written in the step's transaction).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from './rows';

interface HomeState {
  rental_object_id: string;
  closed: boolean;
  closes: number;
  at_interest: number;
  later_steps: number;
  invitations: number;
  ranked: number;
  in_check: number;
}

/** What is wrong with these homes' brokerage (empty when nothing). */
export async function brokerageFaults(db: DbOrTx, homes: string[]): Promise<string[]> {
  const ids = sql.join(homes.map((h) => sql`${h}`), sql`, `);
  const states = await rows<HomeState>(
    db,
    sql`select h.rental_object_id,
          exists (select 1 from brokerages b where b.rental_object_id = h.rental_object_id and b.period_closed_at is not null) as closed,
          (select count(*)::int from application_events e where e.rental_object_id = h.rental_object_id and e.type = 'CLOSE_PERIOD') as closes,
          (select count(*)::int from applications a where a.rental_object_id = h.rental_object_id and a.stage = 'INTEREST') as at_interest,
          (select count(*)::int from application_events e where e.rental_object_id = h.rental_object_id and e.type <> 'CREATED') as later_steps,
          (select count(*)::int from application_events e where e.rental_object_id = h.rental_object_id and e.type in ('INVITE', 'NOT_INVITED')) as invitations,
          (select count(*)::int from applications a where a.rental_object_id = h.rental_object_id and a.stage = 'RANKED') as ranked,
          (select count(*)::int from applications a where a.rental_object_id = h.rental_object_id and a.stage = 'CHECK') as in_check
        from (select unnest(array[${ids}]::text[]) as rental_object_id) h`,
  );
  const faults: string[] = [];
  for (const s of states) {
    const home = s.rental_object_id;
    if (s.closed !== s.closes > 0) faults.push(`${home}: period ${s.closed ? 'closed' : 'open'} with ${s.closes} registrations ranked`);
    if (s.closed && s.at_interest > 0) faults.push(`${home}: closed with ${s.at_interest} registrations still at INTEREST`);
    if (!s.closed && s.later_steps > 0) faults.push(`${home}: not closed but ${s.later_steps} steps taken`);
    if (s.invitations > 0 && s.ranked > 0) faults.push(`${home}: invited, yet ${s.ranked} registrations neither invited nor told they were not`);
    if (s.in_check > 1) faults.push(`${home}: ${s.in_check} registrations in the check at once`);
  }
  const unaudited = await rows<{ application_id: number; steps: number; audited: number }>(
    db,
    sql`select a.application_id, a.steps, coalesce(l.audited, 0) as audited from (
          select application_id, count(*)::int as steps from application_events
          where rental_object_id in (${ids}) and actor like 'staff:%' group by application_id) a
        left join (
          select subject, count(*)::int as audited from staff_audit_log where action like 'BROKERAGE\\_%' group by subject) l
        on l.subject = 'application:' || a.application_id
        where a.steps <> coalesce(l.audited, 0)`,
  );
  for (const u of unaudited) faults.push(`registration ${u.application_id}: ${u.steps} steps by the case handler, ${u.audited} audit rows`);
  return faults;
}
