import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts, type ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Only what the overview draws (bars, a line, axes, tooltip, legend) and the SVG renderer: a small chunk.
registerCharts([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

type Option = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

export interface TrendSeries {
  name: string;
  kind: 'bar' | 'line';
  values: number[];
  /** How a value reads (tooltip and axis). */
  format: (value: number) => string;
  color: string;
}

/**
 * Bars and a line over the days, one value axis per series (at most two). Right to left, the days
 * run from the right and the first axis stands on the right.
 */
export default function TrendChart({
  labels,
  series,
  rtl,
  height = 260,
  label,
}: {
  labels: string[];
  series: TrendSeries[];
  rtl: boolean;
  height?: number;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart = init(element, undefined, { renderer: 'svg' });
    const option: Option = {
      animation: false,
      color: series.map((s) => s.color),
      grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
      legend: { top: 0, [rtl ? 'right' : 'left']: 0, data: series.map((s) => s.name) },
      tooltip: {
        trigger: 'axis',
        formatter: (params) => {
          const rows = (Array.isArray(params) ? params : [params]).map((p) => {
            const s = series[p.seriesIndex ?? 0]!;
            return `${p.marker ?? ''} ${s.name}: <b>${s.format(Number(p.value))}</b>`;
          });
          const first = Array.isArray(params) ? params[0] : params;
          return [
            `<div dir="auto">${first?.name ?? ''}</div>`,
            ...rows.map((r) => `<div dir="auto">${r}</div>`),
          ].join('');
        },
      },
      xAxis: { type: 'category', data: labels, inverse: rtl, axisTick: { alignWithLabel: true } },
      yAxis: series.map((s, i) => ({
        type: 'value' as const,
        position: (i === 0) !== rtl ? ('left' as const) : ('right' as const),
        minInterval: s.kind === 'bar' ? 1 : undefined,
        axisLabel: { formatter: (v: number) => s.format(v) },
        splitLine: { show: i === 0 },
      })),
      series: series.map((s, i) =>
        s.kind === 'bar'
          ? { type: 'bar' as const, name: s.name, data: s.values, yAxisIndex: i, barMaxWidth: 24 }
          : {
              type: 'line' as const,
              name: s.name,
              data: s.values,
              yAxisIndex: i,
              smooth: true,
              symbolSize: 6,
            },
      ),
    };
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [labels, series, rtl]);

  return <div ref={ref} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
