CREATE TABLE "program_apply_delegates" (
	"company_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"granted_by_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_apply_delegates_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "program_apply_delegates" ADD CONSTRAINT "program_apply_delegates_company_id_startups_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_apply_delegates_user_idx" ON "program_apply_delegates" USING btree ("user_id");