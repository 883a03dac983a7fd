import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';

/** The value axis left of a chart: each tick's label at its height, `top` at the very top. */
export function ValueAxis({
  ticks,
  top,
  format,
  className,
}: {
  ticks: readonly number[];
  top: number;
  format: (value: number) => string;
  /** The axis's height, which must match the plot beside it. */
  className: string;
}) {
  return (
    <div className={cx('relative w-12 text-right text-[11px] text-muted tabular-nums', className)}>
      {ticks.map((tick) => (
        <span
          key={tick}
          className="absolute right-0 translate-y-1/2"
          style={{ bottom: `${(tick / top) * 100}%` }}
        >
          {format(tick)}
        </span>
      ))}
    </div>
  );
}

export interface ChartTableRow {
  key: string;
  /** The row's header cell: its time or category. */
  head: ReactNode;
  cells: readonly ReactNode[];
}

/** The chart's numbers for screen readers, as a table the eye does not see. */
export function ChartTable({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: readonly string[];
  rows: readonly ChartTableRow[];
}) {
  return (
    // A hidden table still widens the page by its own width: the 1 px box around it clips it.
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.head}</th>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface LegendEntry {
  key: string;
  label: string;
  /** The entry's colour dot or square. */
  swatch: ReactNode;
}

/** The chart's title with its legend beside it, then its description: the caption every chart has. */
export function ChartCaption({
  titleId,
  title,
  legend,
  description,
}: {
  titleId: string;
  title: string;
  legend: readonly LegendEntry[];
  description?: ReactNode;
}) {
  return (
    <>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span id={titleId} className="font-semibold text-fg">
          {title}
        </span>
        <span className="flex flex-wrap gap-3 text-xs text-muted" aria-hidden="true">
          {legend.map((entry) => (
            <span key={entry.key} className="inline-flex items-center gap-1.5">
              {entry.swatch}
              {entry.label}
            </span>
          ))}
        </span>
      </figcaption>
      {description ? <p className="-mt-2 text-sm text-muted">{description}</p> : null}
    </>
  );
}

/** The values the axis marks: 0 to `top` in `count` equal steps. */
export const axisTicks = (top: number, count: number): number[] =>
  Array.from({ length: count + 1 }, (_, i) => (top / count) * i);

/** A thin line across the plot at each tick, drawn under the data. */
export function GridLines({
  ticks,
  width,
  y,
}: {
  ticks: readonly number[];
  width: number;
  /** Where a value sits in the SVG's own units. */
  y: (value: number) => number;
}) {
  return ticks.map((tick) => (
    <line
      key={tick}
      x1={0}
      x2={width}
      y1={y(tick)}
      y2={y(tick)}
      className="stroke-line"
      strokeWidth={1}
      vectorEffect="non-scaling-stroke"
    />
  ));
}
