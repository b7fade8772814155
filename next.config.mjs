/** @type {import('next').NextConfig} */
const nextConfig = {
  // Loaded from node_modules at run time instead of bundled: PGlite ships a WebAssembly build of
  // PostgreSQL and its data files, pg has optional native bindings.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // `npm test` type-checks the whole project (tsc --noEmit) before it builds; checking again here
  // would only slow every build down.
  typescript: { ignoreBuildErrors: true },
  // The project folder is the root even where a parent folder also has a lockfile (e.g. git worktrees).
  turbopack: { root: import.meta.dirname },
  poweredByHeader: false,
  async redirects() {
    return [{ source: '/', destination: '/library', permanent: false }];
  },
};

export default nextConfig;
