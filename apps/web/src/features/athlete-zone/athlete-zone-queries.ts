import type { AthleteAssetKind, AthleteAssetSize } from '@shred/contract';
import { endpoints, routePath } from '@shred/contract/client';
import { useQuery } from '@tanstack/react-query';
import { authorizationHeader } from '../../api/api-auth.ts';
import { ApiError, apiUrl, call } from '../../api/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';

export const athleteZoneKeys = {
  all: ['athlete-zone'] as const,
  overview: ['athlete-zone', 'overview'] as const,
  game: (id: number) => ['athlete-zone', 'game', id] as const,
  asset: (kind: AthleteAssetKind, size: AthleteAssetSize) => ['athlete-zone', 'asset', kind, size] as const,
};

/** A 403 (not an athlete, or not linked) is an answer, not a failure worth trying again. */
const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

/** GET athlete-zone/: how managers pick the signed-in athlete over the season. */
export function useAthleteZoneQuery() {
  return useQuery({
    queryKey: athleteZoneKeys.overview,
    queryFn: ({ signal }) => call('athleteZoneOverview', { signal }),
    staleTime: STALE_TIMES.default,
    retry: retryUnlessRefused,
  });
}

/** GET athlete-zone/games/{id}/: Competition Insights of one game. */
export function useAthleteZoneGameQuery(id: number) {
  return useQuery({
    queryKey: athleteZoneKeys.game(id),
    queryFn: ({ signal }) => call('athleteZoneGame', { params: { id }, signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    staleTime: STALE_TIMES.default,
    retry: retryUnlessRefused,
  });
}

export interface AssetFile {
  blob: Blob;
  /** The server's name for it (Content-Disposition), e.g. shred-league-ana-ruiz-fans-story.png. */
  filename: string;
}

const FILENAME = /filename="([^"]+)"/;

/**
 * GET athlete-zone/assets/{kind}/?size=: the PNG itself. The JSON client reads no images, and
 * an <img> cannot send the Bearer token, so the bytes come through fetch with it.
 */
export async function fetchAthleteAsset(
  kind: AthleteAssetKind,
  size: AthleteAssetSize,
  signal?: AbortSignal,
): Promise<AssetFile> {
  const url = apiUrl(routePath(endpoints.athleteZoneAsset.path, { kind }), { size });
  const response = await fetch(url, {
    headers: { Accept: 'image/png', ...authorizationHeader('required') },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(response.status, body);
  }
  const named = FILENAME.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), filename: named ?? `shred-league-${kind}-${size}.png` };
}

/** One share image, fetched once per kind and size while the page is open. */
export function useAthleteAssetQuery(kind: AthleteAssetKind, size: AthleteAssetSize) {
  return useQuery({
    queryKey: athleteZoneKeys.asset(kind, size),
    queryFn: ({ signal }) => fetchAthleteAsset(kind, size, signal),
    staleTime: STALE_TIMES.default,
    retry: retryUnlessRefused,
  });
}
