'use client';
/**
 * Mounts the Phaser board in a div and keeps it in sync with the model. Survives React StrictMode's
 * double mount: the first effect's board is destroyed by its cleanup, even when Phaser finishes loading
 * after the cleanup ran.
 */
import { useEffect, useRef, useState } from 'react';
import type { BoardCallbacks, BoardHandle, BoardInput } from './board-scene';

export function BoardView({ input, callbacks, onReady, className }: { input: BoardInput; callbacks: BoardCallbacks; onReady?: (handle: BoardHandle | null) => void; className?: string }) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const [board, setBoard] = useState<BoardHandle | null>(null);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    let cancelled = false;
    let handle: BoardHandle | null = null;
    void import('./board-scene')
      .then((m) => m.mountBoard(parent, { onSpace: (x, y) => latest.current.onSpace(x, y), onHover: (u) => latest.current.onHover?.(u) }))
      .then((h) => {
        if (cancelled) h.destroy();
        else {
          handle = h;
          setBoard(h);
        }
      });
    return () => {
      cancelled = true;
      handle?.destroy();
      setBoard(null);
    };
  }, []);

  useEffect(() => {
    board?.update(input);
  }, [board, input]);

  useEffect(() => {
    onReady?.(board);
  }, [board, onReady]);

  return <div ref={host} className={className} data-testid="board" data-ready={board ? 'true' : 'false'} />;
}
