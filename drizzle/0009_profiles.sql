CREATE TABLE "profile_educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"university_id" integer,
	"school_name" text,
	"department" text,
	"degree_id" integer,
	"graduate_status_id" integer,
	"grade" text,
	"description" text,
	"start_date" date,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "profile_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"description" text,
	"still_working" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"end_date" date,
	"country_id" integer,
	"city_id" integer,
	"county_id" integer,
	"employment_type_id" integer
);
--> statement-breakpoint
CREATE TABLE "profile_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"language_id" integer NOT NULL,
	"level_id" integer
);
--> statement-breakpoint
CREATE TABLE "profile_professions" (
	"user_id" text NOT NULL,
	"profession_id" integer NOT NULL,
	CONSTRAINT "profile_professions_user_id_profession_id_pk" PRIMARY KEY("user_id","profession_id")
);
--> statement-breakpoint
CREATE TABLE "profile_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"is_soft" boolean DEFAULT false NOT NULL,
	"position_id" integer,
	"skill_id" integer NOT NULL,
	"level_id" integer
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"seo_url" text NOT NULL,
	"title" text,
	"gender" text,
	"birthday" date,
	"phone" text,
	"country_id" integer,
	"city_id" integer,
	"county_id" integer,
	"about" text,
	"job_search_status_id" integer,
	"open_to_work" boolean DEFAULT false NOT NULL,
	"working_plan_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"employment_type_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"salary_min" numeric(14, 2),
	"salary_max" numeric(14, 2),
	"salary_currency" text,
	"share_min" numeric(5, 2),
	"share_max" numeric(5, 2),
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo" jsonb,
	"cover" jsonb,
	"cv_url" text,
	"language_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_educations" ADD CONSTRAINT "profile_educations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_experiences" ADD CONSTRAINT "profile_experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_languages" ADD CONSTRAINT "profile_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_professions" ADD CONSTRAINT "profile_professions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_skills" ADD CONSTRAINT "profile_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_educations_user_idx" ON "profile_educations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_experiences_user_idx" ON "profile_experiences" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_languages_unique" ON "profile_languages" USING btree ("user_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_skills_unique" ON "profile_skills" USING btree ("user_id","skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_seo_url_idx" ON "profiles" USING btree ("seo_url");--> statement-breakpoint
CREATE INDEX "profiles_city_idx" ON "profiles" USING btree ("country_id","city_id");