'use client';
/**
 * One ECharts chart in a div: created on mount, given a new option when it changes, resized with its
 * box, disposed on unmount. `data-rendered` turns true once ECharts has drawn the option (tests wait
 * for it).
 */
import { useEffect, useRef, useState } from 'react';
import type { EChartsOption } from 'echarts';

export function EChart({ option, height, testId, label }: { option: EChartsOption; height: number; testId: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let cleanup = () => {};
    // Loaded on demand: ECharts is large and only the Balance page needs it.
    void import('echarts').then((echarts) => {
      if (disposed) return;
      const chart = echarts.init(element, undefined, { renderer: 'canvas' });
      chart.on('finished', () => setRendered(true));
      chart.setOption(option, true);
      const resize = new ResizeObserver(() => chart.resize());
      resize.observe(element);
      cleanup = () => {
        resize.disconnect();
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      setRendered(false);
      cleanup();
    };
  }, [option]);
  return <div ref={box} className="balance-chart" style={{ height }} role="img" aria-label={label} data-testid={testId} data-rendered={rendered ? 'true' : 'false'} />;
}
