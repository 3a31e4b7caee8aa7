// Everything the crash test looks at after a restart, read in one snapshot (REPEATABLE READ) while the restarted server
// may already be taking the provider's late webhooks: the registrations' histories, the homes' brokerage, the payer's
// payments against the provider's own record (read after the snapshot, so it knows at least what the database does),
// and each document row's file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentsSandboxDriver } from '../../providers/payments/sandbox';
import { brokerageFaults } from './brokerage-checks';
import { paymentFaults } from './payment-checks';
import { brokenRegistrations } from './registration-checks';
import { rows } from './rows';

export interface CrashSubjects {
  /** The first registration made after the demo seed. */
  firstApplicationId: number;
  homes: string[];
  /** The payer's orders unpaid when the traffic began. */
  orderIds: number[];
  provider: PaymentsSandboxDriver;
  filesDir: string;
}

export async function faultsAfterCrash(db: Db, s: CrashSubjects, opts: { settled: boolean }) {
  return db.transaction(
    async (tx) => {
      const documents = await rows<{ storage_key: string }>(tx, sql`select storage_key from documents`);
      const provider = await s.provider.payments();
      return {
        registrations: await brokenRegistrations(tx, s.firstApplicationId),
        brokerage: await brokerageFaults(tx, s.homes),
        payments: await paymentFaults(tx, s.orderIds, provider, opts),
        documentsWithoutFile: documents.filter((d) => !existsSync(join(s.filesDir, d.storage_key))).map((d) => d.storage_key),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export const NO_FAULTS = { registrations: [], brokerage: [], payments: [], documentsWithoutFile: [] };
