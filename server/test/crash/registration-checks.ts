// Whole registrations after a crash: each registration's history (application_events) is one unbroken chain from its
// creation to the stage its row holds — every step's from-stage is the previous step's to-stage — and a registration
// whose row is gone was withdrawn (WITHDRAW its last entry), while a withdrawal never leaves its row behind (the
// applicant's withdrawal deletes it in the same transaction). A step cut off half-way would break one of these.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from './rows';

/** What is wrong with the registrations numbered from `firstId` on (empty when nothing). */
export async function brokenRegistrations(db: DbOrTx, firstId: number): Promise<Record<string, unknown>[]> {
  const brokenChains = await rows(
    db,
    sql`select application_id, event_id, type, from_stage, to_stage, previous from (
          select e.*, lag(to_stage) over w as previous, row_number() over w as n
          from application_events e where application_id >= ${firstId}
          window w as (partition by application_id order by event_id)) steps
        where (n = 1 and (type <> 'CREATED' or from_stage is not null)) or (n > 1 and from_stage is distinct from previous)`,
  );
  const lastSteps = sql`select distinct on (application_id) application_id, type, to_stage from application_events where application_id >= ${firstId} order by application_id, event_id desc`;
  const rowDisagrees = await rows(
    db,
    sql`select a.application_id, a.stage, l.type as last_step, l.to_stage from applications a left join (${lastSteps}) l using (application_id)
        where a.application_id >= ${firstId} and l.to_stage is distinct from a.stage`,
  );
  const goneNotWithdrawn = await rows(
    db,
    sql`select l.application_id, l.type as last_step from (${lastSteps}) l
        where l.type <> 'WITHDRAW' and not exists (select 1 from applications a where a.application_id = l.application_id)`,
  );
  const withdrawnKept = await rows(db, sql`select application_id from applications where stage = 'WITHDRAWN' and application_id >= ${firstId}`);
  return [
    ...brokenChains.map((r) => ({ brokenChain: r })),
    ...rowDisagrees.map((r) => ({ rowDisagrees: r })),
    ...goneNotWithdrawn.map((r) => ({ goneNotWithdrawn: r })),
    ...withdrawnKept.map((r) => ({ withdrawnKept: r })),
  ];
}
