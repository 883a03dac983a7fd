import type { MarketBot, MarketBotSettings } from '@shred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { ADMIN_STALE_MS } from '../admin-events/admin-event-queries.ts';
import { marketKeys } from '../market/market-queries.ts';

export const adminMarketKeys = {
  all: ['admin-market'] as const,
  stats: ['admin-market', 'stats'] as const,
  bot: ['admin-market', 'bot'] as const,
};

/** GET admin/market/: volume, sales, fees burned, listings on sale and the last 30 days. */
export function useMarketStatsQuery() {
  return useQuery({
    queryKey: adminMarketKeys.stats,
    queryFn: ({ signal }) => call('adminMarket', { signal }),
    staleTime: ADMIN_STALE_MS,
  });
}

/** GET admin/market/bot/: the bot's rules, what it has on sale and sold, and its latest listings. */
export function useMarketBotQuery() {
  return useQuery({
    queryKey: adminMarketKeys.bot,
    queryFn: ({ signal }) => call('adminMarketBot', { signal }),
    staleTime: ADMIN_STALE_MS,
  });
}

/** PUT admin/market/bot/: the answer is the whole bot view, which replaces the cached one. */
export function useUpdateMarketBotMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketBotSettings) => call('adminMarketBotUpdate', { body }),
    onSuccess: (bot) => queryClient.setQueryData<MarketBot>(adminMarketKeys.bot, bot),
  });
}

/** POST admin/market/bot/run/: new house listings change the bot's view, the figures and the players' market. */
export function useRunMarketBotMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('adminMarketBotRun'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminMarketKeys.all });
      void queryClient.invalidateQueries({ queryKey: marketKeys.listings });
    },
  });
}
