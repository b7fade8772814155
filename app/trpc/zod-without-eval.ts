/**
 * Zod 4 probes whether `new Function('')` works, to compile fast object parsers. Under the studio's
 * content security policy (no 'unsafe-eval', see next.config.mjs) the probe fails harmlessly but is
 * reported as a policy violation on every page. `jitless` skips the probe and the compiled parsers, which
 * the browser's small payloads do not need. Imported first by the client provider (app/trpc/client.tsx),
 * before any schema parses.
 */
import { z } from 'zod';

z.config({ jitless: true });
