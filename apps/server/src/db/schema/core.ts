import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The one row of app-wide settings (id 1), edited by staff. */
export const appSettings = pgTable('app_settings', {
  id: integer('id').primaryKey().default(1),
  maintenanceMode: boolean('maintenance_mode').notNull().default(false),
  maintenanceMessage: text('maintenance_message').notNull().default(''),
  maintenancePasswordHash: text('maintenance_password_hash'),
  iosMinimumVersion: text('ios_minimum_version').notNull().default('1.0.0'),
  androidMinimumVersion: text('android_minimum_version').notNull().default('1.0.0'),
  iosStoreUrl: text('ios_store_url').notNull().default(''),
  androidStoreUrl: text('android_store_url').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
