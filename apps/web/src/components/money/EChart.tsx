import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only what every chart needs; each kind of series is registered by its own entry module
// (BarEChart.tsx), so a page loads the code of the charts it draws. Rate lines are uPlot
// (RateLineChart.tsx), far lighter.
echarts.use([GridComponent, TooltipComponent, CanvasRenderer]);

/**
 * One ECharts canvas that follows its container's size. Screens import it with React.lazy
 * through an entry module that registers their kind of series, so the chart code is its own
 * chunk, loaded only by screens that draw a chart.
 */
export default function EChart({
  option,
  label,
  height = 280,
}: {
  option: echarts.EChartsCoreOption;
  label: string;
  height?: number;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = echarts.init(element);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, []);

  useEffect(() => {
    const element = container.current;
    const chart = element ? echarts.getInstanceByDom(element) : undefined;
    chart?.setOption(option, true);
  }, [option]);

  return <div ref={container} style={{ width: '100%', height }} role="img" aria-label={label} />;
}
