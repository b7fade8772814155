'use client';
import { useEffect, useState } from 'react';

/**
 * False during server rendering and hydration, true once the page's scripts run: lets a page mark
 * itself interactive (`data-ready`), which browser tests wait for before they press keys.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
