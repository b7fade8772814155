'use client';
/**
 * The value the panels show follows the run once the board has finished animating the change (or at most
 * `maxLagMs` later), and is rendered as a transition. While a unit slides, the main thread belongs to the
 * board: the log, the timeline and the panels (hundreds of elements) re-render when it arrives, so the
 * animation keeps its frame rate even on a slow CPU. A change that animates nothing shows on the next frame.
 */
import { startTransition, useEffect, useState } from 'react';

export function useAfterBoard<T>(value: T, boardBusy: () => boolean, maxLagMs = 1200): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const started = performance.now();
    const tick = () => {
      if (boardBusy() && performance.now() - started < maxLagMs) frame = requestAnimationFrame(tick);
      else startTransition(() => setShown(value));
    };
    let frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value, shown, boardBusy, maxLagMs]);
  return shown;
}
