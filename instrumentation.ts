// Next.js calls register() once when a server process starts (`next start`, `next dev`). The studio
// opens its database here, so migrations and content loading happen before the first request.
// `next build` must never open the database: it may run while a studio is serving the same folder.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startStudioServer } = await import('./app/server/startup');
  await startStudioServer();
}
