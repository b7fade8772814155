/**
 * The path of a file inside an installed package. From this module first; from the project folder when
 * this module runs bundled (the studio's server build, where its own address is not under the project's
 * node_modules). Node only.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

export function packageFile(specifier: string): string | undefined {
  for (const from of [import.meta.url, join(process.cwd(), 'package.json')]) {
    try {
      return createRequire(from).resolve(specifier);
    } catch {
      // Not found from here: try the next place.
    }
  }
  return undefined;
}
