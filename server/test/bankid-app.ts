// The user's BankID app in integration tests: the sandbox, driven over HTTP, scanning and approving an order.
import type { BankIdSandboxDriver, Who } from '../providers/bankid/sandbox';

/** Scans (QR string or autostart token) as `who`, waits out the app's start on the test clock, approves. */
export async function approveInApp(app: BankIdSandboxDriver, clock: { now: Date }, code: string, who: Who): Promise<void> {
  const scanned = await app.scan(code, who);
  if (!scanned.ok) throw new Error(`scan failed: ${scanned.message}`);
  clock.now = new Date(clock.now.getTime() + 2000);
  const approved = await app.approve(scanned.order.orderRef, who);
  if (!approved.ok) throw new Error(`approve failed: ${approved.message}`);
}
