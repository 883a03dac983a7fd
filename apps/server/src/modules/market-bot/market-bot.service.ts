import type { MarketBot, MarketBotRun, MarketBotSettings, MarketStats } from '@shred/contract';
import type { CardTier } from '@shred/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { createCardService } from '../cards/cards.service.ts';
import { presentListing } from '../market/market.presenter.ts';
import { type BotSettingsRow, createMarketBotQueries } from './market-bot.queries.ts';
import { runMarketBot } from './market-bot.ts';

export const BOT_DISABLED = 'The market bot is switched off: switch it on to run it.';
/** How many of the house's listings the bot page shows. */
export const RECENT_HOUSE_LISTINGS = 20;
const CHART_DAYS = 30;
const DAY_MS = 86_400_000;

const presentSettings = (row: BotSettingsRow): MarketBotSettings => ({
  enabled: row.enabled,
  budget: row.budget,
  percent_of_reference: row.percentOfReference,
  max_active: row.maxActive,
  duration_days: row.durationDays,
  tiers: row.tiers as CardTier[],
  sports: row.sports,
});

/** The UTC days from `days - 1` days before `at` up to `at`'s, oldest first. */
function lastDays(at: number, days: number): string[] {
  const today = Math.floor(at / DAY_MS) * DAY_MS;
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Staff's view of the market and the house's bot (GAME.md "Economy"). */
export function createMarketBotService(deps: { db: Db; now: () => number; random?: () => number }) {
  const { db, now } = deps;
  const queries = createMarketBotQueries(db);
  const cards = createCardService(db);

  async function view(): Promise<MarketBot> {
    const at = new Date(now());
    const [settings, active, sold, recent] = await Promise.all([
      queries.settings(),
      queries.houseActive(at),
      queries.houseSold(),
      queries.recentHouseListings(RECENT_HOUSE_LISTINGS),
    ]);
    const byId = new Map(
      (
        await cards.inOrder(
          recent.map((row) => row.listing.cardInstanceId),
          null,
        )
      ).map((card) => [card.card_instance_id, card]),
    );
    return {
      ...presentSettings(settings),
      active_listings: active.count,
      active_value: active.value,
      sold: sold.count,
      revenue: sold.revenue,
      last_run_at: settings.lastRunAt?.toISOString() ?? null,
      listings: recent.flatMap((row) => {
        const card = byId.get(row.listing.cardInstanceId);
        return card ? [presentListing(row, card, at)] : [];
      }),
    };
  }

  return {
    async stats(): Promise<MarketStats> {
      const at = now();
      const days = lastDays(at, CHART_DAYS);
      const [totals, byDay] = await Promise.all([
        queries.marketTotals(new Date(at)),
        queries.salesByDay(new Date(`${days[0]}T00:00:00Z`)),
      ]);
      const sales = new Map(byDay.map((row) => [row.day, row]));
      return {
        active_listings: totals.active,
        house_active_listings: totals.houseActive,
        sales: totals.sales,
        volume: totals.volume,
        fees_burned: totals.fees,
        days: days.map((day) => {
          const row = sales.get(day);
          return { day, sales: row?.sales ?? 0, volume: row?.volume ?? 0, fees: row?.fees ?? 0 };
        }),
      };
    },

    bot: view,

    /** Every sport named must exist: an unknown slug would make the bot list nothing of it, silently. */
    async update(body: MarketBotSettings): Promise<MarketBot> {
      const sports = [...new Set(body.sports)];
      const known = await queries.knownSports(sports);
      const unknown = sports.filter((slug) => !known.has(slug));
      if (unknown.length > 0) {
        const message = `There is no sport ${unknown.map((s) => `"${s}"`).join(', ')}.`;
        throw badRequest(message, { sports: [message] });
      }
      await queries.saveSettings({ ...body, sports });
      return view();
    },

    async run(): Promise<MarketBotRun> {
      const ran = await db.transaction((tx) =>
        runMarketBot(tx, { at: new Date(now()), ...(deps.random ? { random: deps.random } : {}) }),
      );
      if (!ran) throw conflict(BOT_DISABLED);
      return ran;
    },
  };
}
