import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts, type ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Only bars, a line, axes and the tooltip with the SVG renderer: this chunk loads with the chart.
registerCharts([BarChart, LineChart, GridComponent, TooltipComponent, SVGRenderer]);

type Option = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption
>;

/**
 * Thirty days of paid orders (bars) and sales (line, its own axis). Right to left, the days run
 * from the right. Loaded lazily: the chart library is not part of the seller center's first load.
 */
export default function SalesChart({
  labels,
  orders,
  sales,
  names,
  formatSales,
  formatAxis,
  rtl,
}: {
  labels: string[];
  orders: number[];
  sales: number[];
  names: { orders: string; sales: string };
  formatSales: (minor: number) => string;
  /** Sales on their axis, short (no currency: the tooltip and the legend name it). */
  formatAxis: (minor: number) => string;
  rtl: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart = init(element, undefined, { renderer: 'svg' });
    const option: Option = {
      animation: false,
      color: ['#ffb7a9', '#fc573f'],
      grid: { left: 4, right: 4, top: 16, bottom: 4, containLabel: true },
      tooltip: {
        trigger: 'axis',
        formatter: (params) => {
          const list = Array.isArray(params) ? params : [params];
          const rows = list.map((p) => {
            const value = Number(p.value);
            const text = p.seriesIndex === 1 ? formatSales(value) : String(value);
            return `<div dir="auto">${p.marker ?? ''} ${p.seriesName}: <b><bdi dir="ltr">${text}</bdi></b></div>`;
          });
          return [`<div dir="auto">${list[0]?.name ?? ''}</div>`, ...rows].join('');
        },
      },
      xAxis: {
        type: 'category',
        data: labels,
        inverse: rtl,
        axisLabel: { fontSize: 10, interval: 9, hideOverlap: true },
        axisTick: { alignWithLabel: true },
      },
      // Labels align away from the plot, whatever the page's direction.
      yAxis: [
        {
          type: 'value',
          position: rtl ? 'right' : 'left',
          minInterval: 1,
          axisLabel: { fontSize: 10, align: rtl ? 'left' : 'right' },
        },
        {
          type: 'value',
          position: rtl ? 'left' : 'right',
          splitLine: { show: false },
          axisLabel: { fontSize: 10, align: rtl ? 'right' : 'left', formatter: (v: number) => formatAxis(v) },
        },
      ],
      series: [
        { name: names.orders, type: 'bar', data: orders, barMaxWidth: 10 },
        { name: names.sales, type: 'line', data: sales, yAxisIndex: 1, smooth: true, symbol: 'none' },
      ],
    };
    chart.setOption(option);
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [labels, orders, sales, names, formatSales, formatAxis, rtl]);
  return <div ref={ref} style={{ height: 180 }} role="img" aria-label={`${names.orders} · ${names.sales}`} />;
}
