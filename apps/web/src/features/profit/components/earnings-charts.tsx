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
  testId,
}: {
  kind: 'line' | 'bar';
  labels: string[];
  series: Series[];
  formatAmount: (minor: number) => string;
  rtl: boolean;
  label: string;
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
      legend: series.length > 1 ? { top: 0, itemWidth: 14, textStyle: { fontSize: 11 } } : undefined,
      grid: { left: 4, right: 4, top: series.length > 1 ? 30 : 12, bottom: 4, containLabel: true },
      tooltip: {
        trigger: 'axis',
        formatter: (params) => {
          const list = Array.isArray(params) ? params : [params];
          const head = list[0] ? `<div dir="auto">${list[0].name}</div>` : '';
          return (
            head +
            list
              .map(
                (p) =>
                  `<div dir="auto">${p.marker ?? ''} ${p.seriesName}: <b><bdi dir="ltr">${formatAmount(Number(p.value))}</bdi></b></div>`,
              )
              .join('')
          );
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
        axisLabel: { fontSize: 10, align: rtl ? 'left' : 'right', formatter: (v: number) => formatAmount(v) },
      },
      series: series.map((s) =>
        kind === 'bar'
          ? ({ name: s.name, type: 'bar', data: s.values, barMaxWidth: 10 } satisfies BarSeriesOption)
          : ({
              name: s.name,
              type: 'line',
              data: s.values,
              stack: 'assets',
              areaStyle: { opacity: 0.18 },
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
  }, [kind, labels, series, formatAmount, rtl]);
  return <div ref={ref} style={{ height: 190 }} role="img" aria-label={label} data-testid={testId} />;
}
