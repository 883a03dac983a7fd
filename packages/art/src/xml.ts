/** Text (names, titles) goes into SVG escaped, always: it may come from users or staff. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Numbers in path data and attributes with at most two decimals: shorter markup, same picture. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** An id safe inside url(#…) references, from any text. */
export function idSafe(text: string): string {
  return text.replace(/[^\w-]/g, '_');
}

export interface SvgDocumentOptions {
  width: number;
  height: number;
  /** What the picture shows, for screen readers reading the SVG itself (escaped here). */
  title?: string;
  /** How the picture fills a box of another shape: 'slice' crops, 'meet' letterboxes. */
  fit?: 'slice' | 'meet';
}

/** A standalone SVG document around `body`, drawn in a `width` × `height` view box. */
export function svgDocument(body: string, options: SvgDocumentOptions): string {
  const { width, height, title, fit = 'slice' } = options;
  const label = title ? ` role="img" aria-label="${escapeXml(title)}"` : ' aria-hidden="true"';
  const heading = title ? `<title>${escapeXml(title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid ${fit}"${label}>${heading}${body}</svg>`;
}

/** The SVG as a `data:` url for an `<img src>` or a CSS background: no request, no file. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
