import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts, type ComposeOption } from 'echarts/core';
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// The dashboard's setup: bars, axes and the tooltip with the SVG renderer, loaded with the chart.
registerCharts([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

type Option = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

/** Impressions per day (bars). Right to left, the days run from the right. Loaded lazily. */
export default function ImpressionsChart({
  labels,
  values,
  name,
  formatCount,
  rtl,
}: {
  labels: string[];
  values: number[];
  name: string;
  formatCount: (n: number) => string;
  rtl: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart = init(element, undefined, { renderer: 'svg' });
    const option: Option = {
      animation: false,
      color: ['#fc573f'],
      grid: { left: 4, right: 4, top: 16, bottom: 4, containLabel: true },
      tooltip: {
        trigger: 'axis',
        formatter: (params) => {
          const list = Array.isArray(params) ? params : [params];
          const p = list[0];
          if (!p) return '';
          return `<div dir="auto">${p.name}</div><div dir="auto">${p.marker ?? ''} ${name}: <b><bdi dir="ltr">${formatCount(Number(p.value))}</bdi></b></div>`;
        },
      },
      xAxis: {
        type: 'category',
        data: labels,
        inverse: rtl,
        axisLabel: { fontSize: 10, hideOverlap: true },
        axisTick: { alignWithLabel: true },
      },
      yAxis: {
        type: 'value',
        position: rtl ? 'right' : 'left',
        minInterval: 1,
        axisLabel: { fontSize: 10, align: rtl ? 'left' : 'right', formatter: (v: number) => formatCount(v) },
      },
      series: [{ name, type: 'bar', data: values, barMaxWidth: 14 }],
    };
    chart.setOption(option);
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [labels, values, name, formatCount, rtl]);
  return <div ref={ref} style={{ height: 180 }} role="img" aria-label={name} data-testid="traffic-chart" />;
}
