/**
 * What can be bought (issue 16 §1; dashboard-and-operations §3 "payment request"; spec §9 "$12 a
 * month"): the premium packages of /payment-plans, each a plan (personal or enterprise) and a
 * billing interval with a price per currency, edited by super admins on `premium-management`
 * (decision 0020 §5). Prices are integers in minor units (cents, kuruş) with the ISO-4217 code
 * in the column name, never floats.
 */
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const paymentProducts = pgTable(
  'payment_products',
  {
    id: serial('id').primaryKey(),
    /** `premium-subscription` (a package for an interval); reports come with the report store. */
    kind: text('kind').notNull(),
    /** The package granted: one of PREMIUM_PACKAGES (personal-monthly, business-yearly, …). */
    packageKey: text('package_key').notNull(),
    /** `personal` or `enterprise`. */
    plan: text('plan').notNull(),
    /** `month` or `year`. */
    billingInterval: text('billing_interval').notNull(),
    /** Price per interval in US cents. */
    priceUsdMinor: integer('price_usd_minor').notNull(),
    /** Price per interval in kuruş (TRY). */
    priceTryMinor: integer('price_try_minor').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_products_package_uq').on(t.kind, t.packageKey)],
);
