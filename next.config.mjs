/**
 * Security headers on every response. The content security policy allows what the studio needs and
 * nothing from other hosts:
 * - scripts from the studio itself, plus inline ones: Next streams the page's data in inline <script>
 *   tags (nonces would make every page dynamic); development adds 'unsafe-eval' for React's debugging.
 * - styles inline too: Monaco inserts <style> elements, and server-rendered style attributes.
 * - workers from the studio (Monaco's and the language worker are bundled files) or blob:.
 * - images and fonts from data: and blob: as well (Phaser's built-in textures, Monaco's codicons).
 * - no plugins, no <base> elsewhere, forms post only here, and no page may be framed (clickjacking).
 * Verified in Chromium: the editor and the sandbox board render with no violation (test/e2e/security-headers.e2e.ts).
 */
const development = process.env.NODE_ENV === 'development';
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Loaded from node_modules at run time instead of bundled: PGlite ships a WebAssembly build of
  // PostgreSQL and its data files, pg has optional native bindings; resvg-wasm reads its .wasm file
  // beside its module (card face exports), and pdf-lib is large and only used by the print sheet.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@resvg/resvg-wasm', 'pdf-lib'],
  // `npm test` type-checks the whole project (tsc --noEmit) before it builds; checking again here
  // would only slow every build down.
  typescript: { ignoreBuildErrors: true },
  // The project folder is the root even where a parent folder also has a lockfile (e.g. git worktrees).
  turbopack: { root: import.meta.dirname },
  poweredByHeader: false,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  // Browsers ask for /favicon.ico on their own (Chromium does whenever it has not yet seen the page's
  // <link rel="icon">); the studio's one icon is app/icon.svg, so that address answers with it instead
  // of a 404 that shows in every tab's console.
  async rewrites() {
    return [{ source: '/favicon.ico', destination: '/icon.svg' }];
  },
  async redirects() {
    return [{ source: '/', destination: '/library', permanent: false }];
  },
};

export default nextConfig;
