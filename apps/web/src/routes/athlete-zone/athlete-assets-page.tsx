import type { AthleteAssetKind, AthleteAssetSize } from '@shred/contract';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/index.ts';
import { DownloadIcon } from '../../features/admin-events/admin-icons.tsx';
import {
  type AssetFile,
  useAthleteAssetQuery,
  useAthleteZoneQuery,
  ZoneLoadFailed,
} from '../../features/athlete-zone/index.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { cx } from '../../ui/class-names.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

const KINDS: ReadonlyArray<{ kind: AthleteAssetKind; title: string; text: string }> = [
  { kind: 'results', title: 'My results', text: 'Fantasy points, best place and games of the season.' },
  { kind: 'fans', title: 'My fan numbers', text: 'How many managers picked me, ownership and captaincy.' },
];
const SIZES: ReadonlyArray<{ size: AthleteAssetSize; label: string; pixels: string; aspect: string }> = [
  { size: 'story', label: 'Story', pixels: '1080 × 1920', aspect: 'aspect-[9/16]' },
  { size: 'post', label: 'Post', pixels: '1080 × 1080', aspect: 'aspect-square' },
];

/**
 * The image as a data: URL while it is shown: the page's Content-Security-Policy lets images
 * come from the app and data: URLs only, not blob: ones.
 */
function useDataUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return url;
}

/** Save the PNG under the server's file name, as a real download. */
function download(file: AssetFile) {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the bytes once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function AssetPreview({
  kind,
  size,
  title,
}: {
  kind: AthleteAssetKind;
  size: (typeof SIZES)[number];
  title: string;
}) {
  const image = useAthleteAssetQuery(kind, size.size);
  const url = useDataUrl(image.data?.blob);
  const name = `${title}, ${size.label.toLowerCase()}`;
  return (
    <figure className="flex flex-col gap-2">
      <div className={cx('overflow-hidden rounded-xl border border-line bg-surface-2', size.aspect)}>
        {image.isError ? (
          <LoadFailed
            title="Could not draw it"
            message={errorMessage(image.error)}
            onRetry={() => image.refetch()}
            retrying={image.isRefetching}
            className="h-full justify-center"
          />
        ) : url ? (
          <img src={url} alt={`Share image: ${name}`} className="size-full object-cover" />
        ) : (
          <div className="size-full animate-pulse" role="img" aria-label={`Drawing ${name}…`} />
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm">
          <span className="font-semibold">{size.label}</span>{' '}
          <span className="text-muted">{size.pixels}</span>
        </span>
        <Button
          size="sm"
          variant="secondary"
          icon={<DownloadIcon width={16} height={16} />}
          disabled={!image.data}
          onClick={() => image.data && download(image.data)}
          aria-label={`Download ${name} (PNG)`}
        >
          Download
        </Button>
      </figcaption>
    </figure>
  );
}

/** /athlete-zone/assets: share images of my results and fan numbers, story and post (R2.65). */
export function AthleteAssetsPage() {
  // The zone first: a non-athlete gets its explanation, not four failed pictures.
  const zone = useAthleteZoneQuery();
  return (
    <>
      <PageHeader
        title="Social Assets"
        subtitle="Share images of your season, ready for stories and posts"
        back={{ to: '/athlete-zone', label: 'Athlete zone' }}
      />
      {zone.isError ? (
        <ZoneLoadFailed
          error={zone.error}
          title="Could not load your zone"
          onRetry={() => zone.refetch()}
          retrying={zone.isRefetching}
        />
      ) : zone.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading your assets"
          className="grid gap-6 lg:grid-cols-2"
        >
          <div className="h-96 animate-pulse rounded-2xl bg-surface-2" />
          <div className="h-96 animate-pulse rounded-2xl bg-surface-2" />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {KINDS.map(({ kind, title, text }) => (
            <Card as="section" key={kind} aria-labelledby={`asset-${kind}`}>
              <h2 id={`asset-${kind}`} className="font-display text-2xl font-bold uppercase italic">
                {title}
              </h2>
              <p className="mb-4 text-sm text-muted">{text}</p>
              <div className="grid grid-cols-[9fr_16fr] items-start gap-4">
                {SIZES.map((size) => (
                  <AssetPreview key={size.size} kind={kind} size={size} title={title} />
                ))}
              </div>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
