'use client';
/**
 * An Apache ECharts chart in a div: the library is loaded in the browser only (it touches `window`), the
 * chart follows its container's size, and it is disposed with the component. `data-ready` is set once the
 * first option is drawn, so browser tests know when a chart is on screen.
 */
import type { EChartsOption, EChartsType } from 'echarts';
import { useEffect, useRef, useState } from 'react';

export function LabChart({ option, className = 'chart', testid, label }: { option: EChartsOption; className?: string; testid?: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | undefined>(undefined);

  useEffect(() => {
    let disposed = false;
    let made: EChartsType | undefined;
    let observer: ResizeObserver | undefined;
    void import('echarts').then((echarts) => {
      if (disposed || !host.current) return;
      made = echarts.init(host.current, undefined, { renderer: 'canvas' });
      observer = new ResizeObserver(() => made?.resize());
      observer.observe(host.current);
      setChart(made);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      made?.dispose();
    };
  }, []);

  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!chart) return;
    chart.setOption(option, { notMerge: true });
    setReady(true);
  }, [chart, option]);

  return <div ref={host} className={className} role="img" aria-label={label} data-testid={testid} data-ready={ready ? 'true' : 'false'} />;
}
