/**
 * Browser-test setup (vitest globalSetup): checks Chromium, makes sure the production build is current,
 * and starts one shared studio on a fresh temporary database seeded from the content folder
 * (CARDSMITH_E2E_CONTENT_DIR, default content/). Tests reach it with `inject('studioUrl')`; a test that
 * needs other content or its own database starts its own with startStudio().
 */
import type { TestProject } from 'vitest/node';
import { join } from 'node:path';
import { projectRoot } from '../../db/config';
import { ensureStudioBuild } from '../../scripts/studio-build';
import { INSTALL_HINT, chromiumInstalled } from './harness/chromium';
import { startStudio, type StudioServer } from './harness/studio-server';

declare module 'vitest' {
  export interface ProvidedContext {
    studioUrl: string;
    studioContentDir: string;
  }
}

let studio: StudioServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!chromiumInstalled()) throw new Error(INSTALL_HINT);
  const root = projectRoot();
  if ((await ensureStudioBuild(root)) !== 0) throw new Error('the studio build failed (see above)');
  const contentDir = process.env.CARDSMITH_E2E_CONTENT_DIR || join(root, 'content');
  studio = await startStudio({ contentDir });
  project.provide('studioUrl', studio.url);
  project.provide('studioContentDir', contentDir);
}

export async function teardown(): Promise<void> {
  await studio?.stop();
}
