'use client';
/** The sandbox runs only in the browser: the engine, the DSL and Phaser all run client-side. */
import dynamic from 'next/dynamic';

const SandboxApp = dynamic(() => import('./sandbox-app').then((m) => m.SandboxApp), {
  ssr: false,
  loading: () => <p className="notice">Loading the sandbox…</p>,
});

export function SandboxEntry() {
  return <SandboxApp />;
}
