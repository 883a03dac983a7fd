import { svgDataUri } from '@shred/art';
import { type ImgHTMLAttributes, useMemo } from 'react';

interface ArtImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'loading'> {
  /** A generated SVG document (packages/art). */
  svg: string;
  alt: string;
  /** The picture's own size: reserves its box before it decodes, so nothing below it jumps. */
  width: number;
  height: number;
  /** Above the fold: decode at once instead of when scrolled near. */
  eager?: boolean;
}

/**
 * A generated picture as an `<img>` with a `data:` url: no request and no file, decoded off
 * the main thread, lazily unless it is on the first screen.
 */
export function ArtImage({ svg, alt, width, height, eager = false, ...rest }: ArtImageProps) {
  const src = useMemo(() => svgDataUri(svg), [svg]);
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      {...rest}
    />
  );
}
