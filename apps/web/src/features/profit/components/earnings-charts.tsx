import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts, type ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Loaded with the dashboard's charts only: lines, bars, axes, legend and tooltip, SVG renderer.
registerCharts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Option = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export interface Series {
  name: string;
  values: number[];
  color: string;
}

/**
 * Days on the x axis (running from the right in a right-to-left language) and amounts on the y
 * axis, as lines (the asset trend) or bars (daily payouts). The tooltip keeps amounts left-to-right.
 */
export default function EarningsChart({
  kind,
  labels,
  series,
  formatAmount,
  rtl,
  label,
  totalLabel,
  testId,
}: {
  kind: 'line' | 'bar';
  labels: string[];
  series: Series[];
  formatAmount: (minor: number) => string;
  rtl: boolean;
  label: string;
  /** The name of a stacked chart's total, shown in its tooltip. */
  totalLabel?: string;
  testId: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart = init(element, undefined, { renderer: 'svg' });
    const option: Option = {
      animation: false,
      color: series.map((s) => s.color),
      legend:
        series.length > 1
          ? { top: 0, itemWidth: 14, align: rtl ? 'right' : 'left', textStyle: { fontSize: 11 } }
          : undefined,
      grid: { left: 4, right: 4, top: series.length > 1 ? 30 : 12, bottom: 4, containLabel: true },
      tooltip: {
        trigger: 'axis',
        formatter: (params) => {
          const list = Array.isArray(params) ? params : [params];
          const head = list[0] ? `<div dir="auto">${list[0].name}</div>` : '';
          const rows = list.map(
            (p) =>
              `<div dir="auto">${p.marker ?? ''} ${p.seriesName}: <b><bdi dir="ltr">${formatAmount(Number(p.value))}</bdi></b></div>`,
          );
          // Stacked lines: the total of the day under its parts.
          const total =
            kind === 'line' && list.length > 1 && totalLabel
              ? `<div dir="auto">${totalLabel}: <b><bdi dir="ltr">${formatAmount(list.reduce((n, p) => n + Number(p.value), 0))}</bdi></b></div>`
              : '';
          return head + rows.join('') + total;
        },
      },
      xAxis: {
        type: 'category',
        data: labels,
        inverse: rtl,
        boundaryGap: kind === 'bar',
        axisLabel: { fontSize: 10, hideOverlap: true },
        axisTick: { alignWithLabel: true },
      },
      yAxis: {
        type: 'value',
        position: rtl ? 'right' : 'left',
        minInterval: 1,
        // Amounts isolated left-to-right, so a right-to-left page keeps the currency with its digits.
        axisLabel: { fontSize: 10, formatter: (v: number) => `\u2066${formatAmount(v)}\u2069` },
      },
      series: series.map((s) =>
        kind === 'bar'
          ? ({ name: s.name, type: 'bar', data: s.values, barMaxWidth: 10 } satisfies BarSeriesOption)
          : ({
              name: s.name,
              type: 'line',
              data: s.values,
              stack: 'assets',
              areaStyle: { opacity: 0.25 },
              symbol: 'none',
              smooth: false,
            } satisfies LineSeriesOption),
      ),
    };
    chart.setOption(option);
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [kind, labels, series, formatAmount, rtl, totalLabel]);
  // The chart lays itself out left to right (a right-to-left page mirrors it through `rtl`): SVG
  // text in a right-to-left box would anchor the axis labels over the plot.
  return (
    <div ref={ref} dir="ltr" style={{ height: 190 }} role="img" aria-label={label} data-testid={testId} />
  );
}
