import { type CSSProperties, type ReactNode, useId } from 'react';
import { cx } from '../class-names.ts';
import { niceMax } from './bar-chart.tsx';
import { axisTicks, ChartCaption, ChartTable, GridLines, ValueAxis } from './chart-parts.tsx';

/** One line of points, e.g. one card tier's sales. */
export interface TimeSeries {
  key: string;
  label: string;
  /** Its colour, as an SVG stroke/fill colour (a CSS colour or variable). */
  color: string;
}

/** One measurement at one time. */
export interface TimePoint {
  series: string;
  /** Epoch milliseconds. */
  at: number;
  value: number;
}

export interface TimeChartProps {
  title: string;
  description?: ReactNode;
  series: readonly TimeSeries[];
  points: readonly TimePoint[];
  /** How values read on the axis and in the table. */
  format: (value: number) => string;
  /** How times read under the axis and in the table. */
  formatTime: (at: number) => string;
  className?: string;
}

const TICKS = 4;
const VIEW_W = 100;
const VIEW_H = 100;

/**
 * Values over time drawn in SVG, each series a line through its points with a dot per point,
 * read by screen readers as a table of the same points: the picture is hidden from them.
 */
export function TimeChart({
  title,
  description,
  series,
  points,
  format,
  formatTime,
  className,
}: TimeChartProps) {
  const titleId = useId();
  const sorted = [...points].sort((a, b) => a.at - b.at);
  const first = sorted[0]?.at ?? 0;
  const last = sorted.at(-1)?.at ?? 0;
  const span = Math.max(1, last - first);
  const top = niceMax(Math.max(0, ...points.map((p) => p.value)), TICKS);
  // One point alone, or all at one time, sits in the middle rather than on the edge.
  const x = (at: number) => (last === first ? VIEW_W / 2 : ((at - first) / span) * VIEW_W);
  const y = (value: number) => VIEW_H - (Math.max(0, value) / top) * VIEW_H;
  const ticks = axisTicks(top, TICKS);
  const labelOf = new Map(series.map((s) => [s.key, s.label]));
  const shown = series.filter((s) => sorted.some((p) => p.series === s.key));

  return (
    <figure aria-labelledby={titleId} className={cx('flex flex-col gap-3', className)}>
      <ChartCaption
        titleId={titleId}
        title={title}
        description={description}
        legend={shown.map((s) => ({
          key: s.key,
          label: s.label,
          swatch: <span className="size-2.5 rounded-full" style={{ background: s.color }} />,
        }))}
      />
      <div aria-hidden="true" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <ValueAxis ticks={ticks} top={top} format={format} className="h-48 sm:h-64" />
        <div className="relative h-48 sm:h-64">
          <svg
            viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
            aria-hidden="true"
          >
            <GridLines ticks={ticks} width={VIEW_W} y={y} />
            {shown.map((s) => {
              const line = sorted.filter((p) => p.series === s.key);
              return (
                <polyline
                  key={s.key}
                  data-series={s.key}
                  points={line.map((p) => `${x(p.at)},${y(p.value)}`).join(' ')}
                  fill="none"
                  stroke={s.color}
                  strokeWidth={2}
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
          </svg>
          {/* Dots in HTML so they stay round whatever the drawing's stretch. */}
          {sorted.map((p, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: points may repeat a time and value
              key={`${p.series}-${p.at}-${i}`}
              data-point={p.series}
              title={`${labelOf.get(p.series) ?? p.series} · ${formatTime(p.at)}: ${format(p.value)}`}
              className="absolute size-2.5 -translate-x-1/2 translate-y-1/2 rounded-full ring-2 ring-surface"
              style={
                {
                  left: `${x(p.at)}%`,
                  bottom: `${100 - y(p.value)}%`,
                  background: series.find((s) => s.key === p.series)?.color,
                } as CSSProperties
              }
            />
          ))}
        </div>
        <span />
        <div className="flex justify-between pt-1.5 text-xs text-muted">
          <span>{sorted.length > 0 ? formatTime(first) : ''}</span>
          <span>{last !== first ? formatTime(last) : ''}</span>
        </div>
      </div>
      <ChartTable
        title={title}
        columns={['When', 'Series', 'Value']}
        rows={sorted.map((p, i) => ({
          // Points may repeat a time and value: the index tells them apart.
          key: `${p.series}-${p.at}-${i}`,
          head: formatTime(p.at),
          cells: [labelOf.get(p.series) ?? p.series, format(p.value)],
        }))}
      />
    </figure>
  );
}
