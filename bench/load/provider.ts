// The load run's card-payment provider: the payments sandbox in a process of its own (a child of bench/load-sessions.ts),
// as the real provider is outside the portal. In the portal's own process its sandbox would answer the portal's calls
// (create, get, terminate a payment) from the same overloaded queue as the requests waiting on them.
import { startStandaloneSandbox } from '../../server/providers/payments/sandbox';

const provider = await startStandaloneSandbox();
process.send!({ url: provider.url, secretKey: provider.secretKey });
process.on('message', () => void provider.close().then(() => process.exit(0)));
