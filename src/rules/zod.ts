// zod as the rules and forms use it (the full API and zod/mini), configured once before any schema is built: jitless.
// Otherwise zod probes whether eval works (new Function) before it compiles a parser; the SPA's CSP refuses eval,
// and the refused probe is reported as a policy violation (the browser's Issues panel, Lighthouse's best practices)
// although zod then falls back to what jitless does anyway. The server shares these rules: its forms are small.
import { config } from 'zod/v4/core';

config({ jitless: true });

export { z } from 'zod';
export { z as zMini } from 'zod/mini';
