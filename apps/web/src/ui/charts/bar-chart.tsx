import { type ReactNode, useId } from 'react';
import { cx } from '../class-names.ts';
import { axisTicks, ChartCaption, ChartTable, GridLines, ValueAxis } from './chart-parts.tsx';

/** One measured quantity, drawn as one bar per category (e.g. observed, expected). */
export interface BarSeries {
  key: string;
  label: string;
  /** Fill of its bars and legend swatch, e.g. `fill-accent` (SVG) plus `bg-accent` (legend). */
  fillClassName: string;
  swatchClassName: string;
}

/** One category: its label and a value per series. */
export interface BarDatum {
  key: string;
  label: ReactNode;
  /** The label as plain text, for the data table and tooltips. */
  text: string;
  values: Readonly<Record<string, number>>;
  /** Per-series fills that override the series' own (e.g. a tier's colour). */
  fills?: Readonly<Record<string, string>>;
}

export interface BarChartProps {
  title: string;
  description?: ReactNode;
  series: readonly BarSeries[];
  data: readonly BarDatum[];
  /** How values read on the axis and in the table. */
  format: (value: number) => string;
  /** Columns for a few categories over time; rows when labels are long (names) or many. */
  orientation?: 'vertical' | 'horizontal';
  /** The top of the scale; the largest value (rounded up to a tick) when left out. */
  max?: number;
  className?: string;
}

const TICKS = 4;

/** A scale top that gives round tick steps: 1, 2, 2.5 or 5 × a power of ten per step. */
export function niceMax(value: number, ticks = TICKS): number {
  if (!(value > 0)) return 1;
  const raw = value / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  return step * ticks;
}

/**
 * A bar chart drawn in SVG, read by screen readers as a table: the picture is hidden from
 * them and the same numbers follow as a visually hidden table. Text sits in HTML around the
 * drawing, so labels stay readable at any width while the bars stretch.
 */
export function BarChart({
  title,
  description,
  series,
  data,
  format,
  orientation = 'vertical',
  max,
  className,
}: BarChartProps) {
  const titleId = useId();
  const largest = Math.max(0, ...data.flatMap((d) => series.map((s) => d.values[s.key] ?? 0)));
  const top = max ?? niceMax(largest);
  const share = (value: number) => Math.max(0, Math.min(1, value / top));
  const fillOf = (datum: BarDatum, s: BarSeries) => datum.fills?.[s.key] ?? s.fillClassName;

  return (
    <figure aria-labelledby={titleId} className={cx('flex flex-col gap-3', className)}>
      <ChartCaption
        titleId={titleId}
        title={title}
        description={description}
        legend={series.map((s) => ({
          key: s.key,
          label: s.label,
          swatch: <span className={cx('size-2.5 rounded-sm', s.swatchClassName)} />,
        }))}
      />
      {orientation === 'vertical' ? (
        <VerticalBars series={series} data={data} format={format} top={top} share={share} fillOf={fillOf} />
      ) : (
        <HorizontalBars series={series} data={data} format={format} share={share} fillOf={fillOf} />
      )}
      <ChartTable
        title={title}
        columns={['Category', ...series.map((s) => s.label)]}
        rows={data.map((d) => ({
          key: d.key,
          head: d.text,
          cells: series.map((s) => format(d.values[s.key] ?? 0)),
        }))}
      />
    </figure>
  );
}

interface BarsProps {
  series: readonly BarSeries[];
  data: readonly BarDatum[];
  format: (value: number) => string;
  share: (value: number) => number;
  fillOf: (datum: BarDatum, s: BarSeries) => string;
}

/** Columns: a value axis on the left, one group of columns per category, labels underneath. */
function VerticalBars({ series, data, format, top, share, fillOf }: BarsProps & { top: number }) {
  const groupWidth = 100 / Math.max(1, data.length);
  const barWidth = (groupWidth * 0.7) / Math.max(1, series.length);
  const ticks = axisTicks(top, TICKS);
  return (
    <div aria-hidden="true" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
      <ValueAxis ticks={ticks} top={top} format={format} className="h-48 sm:h-56" />
      <svg
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        className="h-48 w-full overflow-visible sm:h-56"
        aria-hidden="true"
      >
        <GridLines ticks={ticks} width={100} y={(value) => 100 - (value / top) * 100} />
        {data.map((d, i) =>
          series.map((s, j) => {
            const value = d.values[s.key] ?? 0;
            const height = share(value) * 100;
            return (
              <rect
                key={`${d.key}-${s.key}`}
                data-series={s.key}
                data-category={d.key}
                x={i * groupWidth + groupWidth * 0.15 + j * barWidth}
                y={100 - height}
                width={barWidth * 0.92}
                height={height}
                className={fillOf(d, s)}
              >
                <title>{`${d.text} · ${s.label}: ${format(value)}`}</title>
              </rect>
            );
          }),
        )}
      </svg>
      <span />
      <div className="flex pt-1.5">
        {data.map((d) => (
          <span key={d.key} className="min-w-0 flex-1 px-0.5 text-center text-xs break-words text-muted">
            {d.label}
          </span>
        ))}
      </div>
    </div>
  );
}

/** Rows: a label, a bar per series, and the values written out at the end. */
function HorizontalBars({ series, data, format, share, fillOf }: BarsProps) {
  const rowHeight = 8;
  return (
    <ul aria-hidden="true" className="flex flex-col gap-2">
      {data.map((d) => (
        <li
          key={d.key}
          className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] items-center gap-x-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto]"
        >
          <span className="min-w-0 truncate text-sm text-fg">{d.label}</span>
          <svg
            viewBox={`0 0 100 ${series.length * rowHeight}`}
            preserveAspectRatio="none"
            className="w-full"
            style={{ height: `${series.length * 0.625}rem` }}
            aria-hidden="true"
          >
            {series.map((s, j) => {
              const value = d.values[s.key] ?? 0;
              return (
                <rect
                  key={s.key}
                  data-series={s.key}
                  data-category={d.key}
                  x={0}
                  y={j * rowHeight + 0.5}
                  width={share(value) * 100}
                  height={rowHeight - 1.5}
                  rx={0}
                  className={fillOf(d, s)}
                >
                  <title>{`${d.text} · ${s.label}: ${format(value)}`}</title>
                </rect>
              );
            })}
          </svg>
          <span className="col-start-2 text-xs text-muted tabular-nums sm:col-start-3">
            {series.map((s) => format(d.values[s.key] ?? 0)).join(' / ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
