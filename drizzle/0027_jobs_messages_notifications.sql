CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"applicant_user_id" text NOT NULL,
	"status_id" integer NOT NULL,
	"cover_note" text NOT NULL,
	"phone" text NOT NULL,
	"linkedin" text NOT NULL,
	"cv_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo_url" text NOT NULL,
	"startup_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"county_id" integer,
	"profession_id" integer NOT NULL,
	"pay_plan_id" integer NOT NULL,
	"employment_type_id" integer,
	"published_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"min_wage" numeric(14, 2),
	"min_wage_currency" text,
	"max_wage" numeric(14, 2),
	"max_wage_currency" text,
	"min_share" numeric(5, 2),
	"max_share" numeric(5, 2),
	"working_plan_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"technical_skill_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"social_skill_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"responsibilities" text,
	"requirements" text,
	"search_text" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'user' NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_low" text NOT NULL,
	"user_high" text NOT NULL,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unread_low" integer DEFAULT 0 NOT NULL,
	"unread_high" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_user_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spam_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_user_id" text NOT NULL,
	"reported_user_id" text NOT NULL,
	"conversation_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_user_id" text NOT NULL,
	"blocked_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_user_id_blocked_user_id_pk" PRIMARY KEY("blocker_user_id","blocked_user_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_reports" ADD CONSTRAINT "spam_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_reports" ADD CONSTRAINT "spam_reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_reports" ADD CONSTRAINT "spam_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_user_id_users_id_fk" FOREIGN KEY ("blocker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_user_id_users_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_once_idx" ON "job_applications" USING btree ("job_id","applicant_user_id");--> statement-breakpoint
CREATE INDEX "job_applications_applicant_idx" ON "job_applications" USING btree ("applicant_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_seo_url_idx" ON "jobs" USING btree ("seo_url");--> statement-breakpoint
CREATE INDEX "jobs_startup_idx" ON "jobs" USING btree ("startup_id");--> statement-breakpoint
CREATE INDEX "jobs_published_idx" ON "jobs" USING btree ("published_on","id");--> statement-breakpoint
CREATE INDEX "jobs_place_idx" ON "jobs" USING btree ("country_id","city_id");--> statement-breakpoint
CREATE INDEX "jobs_working_plans_gin" ON "jobs" USING gin ("working_plan_ids");--> statement-breakpoint
CREATE INDEX "jobs_technical_skills_gin" ON "jobs" USING gin ("technical_skill_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_idx" ON "conversations" USING btree ("user_low","user_high");--> statement-breakpoint
CREATE INDEX "conversations_low_idx" ON "conversations" USING btree ("user_low","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_high_idx" ON "conversations" USING btree ("user_high","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spam_reports_reported_idx" ON "spam_reports" USING btree ("reported_user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;
--> statement-breakpoint
-- The reference lists of applicant tracking and pay plans (issue 15 §2), for databases seeded before them.
INSERT INTO "ref_types" ("id", "parent_id", "key", "slug_en", "slug_tr", "name_en", "name_tr", "sort_order") VALUES
  (34, NULL, 'jobApplicationStatus', 'application-status', 'basvuru-durumu', 'Application status', 'Başvuru durumu', 34),
  (34001, 34, 'applied', 'applied', 'basvurdu', 'Applied', 'Başvurdu', 1),
  (34002, 34, 'in-review', 'in-review', 'inceleniyor', 'In review', 'İnceleniyor', 2),
  (34003, 34, 'interview', 'interview', 'mulakat', 'Interview', 'Mülakat', 3),
  (34004, 34, 'offer', 'offer', 'teklif', 'Offer', 'Teklif', 4),
  (34005, 34, 'hired', 'hired', 'ise-alindi', 'Hired', 'İşe alındı', 5),
  (34006, 34, 'rejected', 'rejected', 'reddedildi', 'Rejected', 'Reddedildi', 6),
  (35, NULL, 'payPlan', 'pay-plan', 'odeme-plani', 'Pay plan', 'Ödeme planı', 35),
  (35001, 35, 'hourly', 'hourly', 'saatlik', 'Hourly', 'Saatlik', 1),
  (35002, 35, 'monthly', 'monthly', 'aylik', 'Monthly', 'Aylık', 2),
  (35003, 35, 'yearly', 'yearly', 'yillik', 'Yearly', 'Yıllık', 3),
  (35004, 35, 'per-project', 'per-project', 'proje-basina', 'Per project', 'Proje başına', 4)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Jobs are on rendered public pages (job list and detail, startup pages, home counts): a write empties them.
CREATE TRIGGER "jobs_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "atlas_notify_data_changed"('pages');
