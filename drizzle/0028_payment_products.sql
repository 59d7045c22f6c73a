CREATE TABLE "payment_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"package_key" text NOT NULL,
	"plan" text NOT NULL,
	"billing_interval" text NOT NULL,
	"price_usd_minor" integer NOT NULL,
	"price_try_minor" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_products_package_uq" ON "payment_products" USING btree ("kind","package_key");--> statement-breakpoint
-- The packages on sale (decision 0020 §5), editable by super admins. Spec §9 fixes $12 a month
-- for the personal package; the rest are starting prices (yearly = ten months; TRY at launch prices).
INSERT INTO "payment_products" ("kind", "package_key", "plan", "billing_interval", "price_usd_minor", "price_try_minor", "sort_order") VALUES
  ('premium-subscription', 'personal-monthly', 'personal', 'month', 1200, 42000, 1),
  ('premium-subscription', 'personal-yearly', 'personal', 'year', 12000, 420000, 2),
  ('premium-subscription', 'business-monthly', 'enterprise', 'month', 4900, 169000, 3),
  ('premium-subscription', 'business-yearly', 'enterprise', 'year', 49000, 1690000, 4)
ON CONFLICT DO NOTHING;