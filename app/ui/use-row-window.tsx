'use client';
/**
 * A long list's rendered window (row-window.ts) as React state: `rows` to render, `reach(i)` to make row
 * `i` rendered (the selection moved past the window), and `<MoreRows>` to put after the list: it grows the
 * window when it scrolls into view in the list's scroll container, and offers a button for the same (for
 * the keyboard, and when the browser has no IntersectionObserver).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { plural } from './plural';
import { ROW_WINDOW, windowGrown, windowReaching } from './row-window';

export interface RowWindow {
  /** How many of the list's rows to render (the first ones). */
  rows: number;
  total: number;
  reach: (index: number) => void;
  more: () => void;
}

/** `resetKey` names the list's query: a new query starts again at the first window. */
export function useRowWindow(total: number, resetKey: string): RowWindow {
  const [limit, setLimit] = useState(ROW_WINDOW);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    // Adjusting state while rendering (React's documented pattern): no frame with the old window.
    setKey(resetKey);
    setLimit(ROW_WINDOW);
  }
  const reach = useCallback((index: number) => setLimit((current) => windowReaching(current, index)), []);
  const more = useCallback(() => setLimit((current) => windowGrown(current, total)), [total]);
  return { rows: Math.min(limit, total), total, reach, more };
}

/** The nearest ancestor that scrolls vertically: the list's container, which clips the rows. */
function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return null;
}

/**
 * After a windowed list: nothing when every row is rendered, else how many are and a way to see more.
 * Inside a list that scrolls on its own (a `ul` with a height), render it as the list's last item
 * (`as="li"`): it must scroll with the rows to tell when their end is in view.
 */
export function MoreRows({ window: w, noun, as: Element = 'p' }: { window: RowWindow; noun: string; as?: 'p' | 'li' }) {
  const sentinel = useRef<HTMLElement>(null);
  const { rows, total, more } = w;
  useEffect(() => {
    const element = sentinel.current;
    if (element === null || rows >= total || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer for each window reports at once whether the sentinel is still in view, so a fast
    // scroll that outruns one step keeps growing the window.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), { root: scrollParent(element), rootMargin: '0px 0px 600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [rows, total, more]);
  if (rows >= total) return null;
  return (
    <Element className="more-rows muted" ref={(element: HTMLElement | null) => void (sentinel.current = element)} data-testid="more-rows">
      Showing the first {rows.toLocaleString('en-US')} of {plural(total, noun)}.{' '}
      <button type="button" className="button" onClick={more}>
        Show {Math.min(ROW_WINDOW, total - rows).toLocaleString('en-US')} more
      </button>
    </Element>
  );
}
