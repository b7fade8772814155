'use client';
/** The sandbox runs only in the browser: the engine, the DSL and Phaser all run client-side. */
import dynamic from 'next/dynamic';

const SandboxRouter = dynamic(() => import('./sandbox-router').then((m) => m.SandboxRouter), {
  ssr: false,
  loading: () => <p className="notice">Loading the sandbox…</p>,
});

export function SandboxEntry() {
  return <SandboxRouter />;
}
