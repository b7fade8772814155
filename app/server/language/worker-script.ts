/**
 * Where the language worker's entry is, in a module of its own: the studio build (scripts/studio-build.ts)
 * compiles it beside the simulation worker without loading the client and the protocol's schemas.
 */
import { join } from 'node:path';
import { projectRoot } from '../../../db/config';

/** app/server/language/worker.ts under the project root (found at run time, so the studio's bundler leaves it alone). */
export function languageWorkerScript(): string {
  return join(/*turbopackIgnore: true*/ projectRoot(), 'app', 'server', 'language', 'worker.ts');
}
