import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts, type ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Only what the overview draws (bars, a line, axes, tooltip) and the SVG renderer: a smaller chunk.
registerCharts([BarChart, LineChart, GridComponent, TooltipComponent, SVGRenderer]);

type Option = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption
>;

export interface TrendSeries {
  name: string;
  kind: 'bar' | 'line';
  values: number[];
  /** How a value reads (tooltip, and axis unless `axisFormat`). */
  format: (value: number) => string;
  /** How a value reads on its axis, when shorter than `format` (the unit then names the axis). */
  axisFormat?: (value: number) => string;
  unit?: string;
  color: string;
}

const LEGEND = {
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: 16,
  listStyle: 'none',
  margin: '0 0 4px',
  padding: 0,
  fontSize: 12,
  color: 'rgba(0,0,0,0.65)',
};

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
      grid: { left: 8, right: 8, top: 28, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        formatter: (params) => {
          const list = Array.isArray(params) ? params : [params];
          const rows = list.map((p) => {
            const s = series[p.seriesIndex ?? 0]!;
            return `<div dir="auto">${p.marker ?? ''} ${s.name}: <b><bdi>${s.format(Number(p.value))}</bdi></b></div>`;
          });
          return [`<div dir="auto">${list[0]?.name ?? ''}</div>`, ...rows].join('');
        },
      },
      xAxis: { type: 'category', data: labels, inverse: rtl, axisTick: { alignWithLabel: true } },
      yAxis: series.map((s, i) => {
        const left = (i === 0) !== rtl;
        // Labels align away from the plot, whatever the page's direction.
        const away = left ? ('right' as const) : ('left' as const);
        return {
          type: 'value' as const,
          position: left ? ('left' as const) : ('right' as const),
          name: s.unit,
          nameTextStyle: { align: away },
          minInterval: s.kind === 'bar' ? 1 : undefined,
          axisLabel: { formatter: (v: number) => (s.axisFormat ?? s.format)(v), align: away },
          splitLine: { show: i === 0 },
        };
      }),
      series: series.map((s, i) =>
        s.kind === 'bar'
          ? { type: 'bar' as const, name: s.name, data: s.values, yAxisIndex: i, barMaxWidth: 24 }
          : // Straight segments: a smoothed line would dip below zero between days.
            { type: 'line' as const, name: s.name, data: s.values, yAxisIndex: i, symbolSize: 6 },
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

  return (
    <div>
      {/* The legend is HTML: ECharts lays right-to-left legend text over its own icons. */}
      <ul style={LEGEND}>
        {series.map((s) => (
          <li key={s.name} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: s.kind === 'bar' ? 12 : 16,
                height: s.kind === 'bar' ? 12 : 3,
                borderRadius: 2,
                background: s.color,
              }}
            />
            {s.name}
          </li>
        ))}
      </ul>
      {/* ECharts measures text left to right: in a right-to-left page its anchors flip and labels run into the plot. */}
      <div ref={ref} dir="ltr" role="img" aria-label={label} style={{ width: '100%', height }} />
    </div>
  );
}
