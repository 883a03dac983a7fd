import type { Endpoint } from './endpoints.ts';

/** The player-to-player market: listings, buying, alerts, price history, and the house's bot. */
export const marketEndpoints = {
  marketListings: { method: 'GET', path: 'market/listings/', access: 'public', status: 200 },
  marketListingCreate: { method: 'POST', path: 'market/listings/', access: 'user', status: 201 },
  marketMyListings: { method: 'GET', path: 'market/listings/mine/', access: 'user', status: 200 },
  marketListing: { method: 'GET', path: 'market/listings/{id}/', access: 'public', status: 200 },
  marketListingCancel: { method: 'DELETE', path: 'market/listings/{id}/', access: 'user', status: 204 },
  marketListingBuy: { method: 'POST', path: 'market/listings/{id}/buy/', access: 'user', status: 200 },
  marketAlerts: { method: 'GET', path: 'market/alerts/', access: 'user', status: 200 },
  marketAlertCreate: { method: 'POST', path: 'market/alerts/', access: 'user', status: 201 },
  marketAlertDelete: { method: 'DELETE', path: 'market/alerts/{id}/', access: 'user', status: 204 },
  marketAthlete: { method: 'GET', path: 'market/athletes/{id}/', access: 'public', status: 200 },
  marketAthletePrices: { method: 'GET', path: 'market/athletes/{id}/prices/', access: 'public', status: 200 },
  adminMarket: { method: 'GET', path: 'admin/market/', access: 'staff', status: 200 },
  adminMarketBot: { method: 'GET', path: 'admin/market/bot/', access: 'staff', status: 200 },
  adminMarketBotUpdate: { method: 'PUT', path: 'admin/market/bot/', access: 'staff', status: 200 },
  adminMarketBotRun: { method: 'POST', path: 'admin/market/bot/run/', access: 'staff', status: 200 },
} as const satisfies Record<string, Endpoint>;
