CREATE TABLE "billing_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"full_name" text NOT NULL,
	"company_name" text,
	"tax_office" text,
	"tax_number" text,
	"country_code" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_user_uq" ON "payment_customers" USING btree ("provider","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_provider_uq" ON "payment_customers" USING btree ("provider","provider_customer_id");