CREATE TABLE "program_answer_scores" (
	"review_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "program_answer_scores_review_id_answer_id_pk" PRIMARY KEY("review_id","answer_id")
);
--> statement-breakpoint
CREATE TABLE "program_application_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"applicant_user_id" text NOT NULL,
	"presentation_key" text,
	"public_result" text DEFAULT 'inspecting' NOT NULL,
	"private_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_category_scores" (
	"review_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "program_category_scores_review_id_category_id_pk" PRIMARY KEY("review_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "program_jury_members" (
	"program_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_jury_members_program_id_user_id_pk" PRIMARY KEY("program_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "program_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_review_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"weight" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"jury_user_id" text NOT NULL,
	"conflict_of_interest" boolean DEFAULT false NOT NULL,
	"comment" text,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_answer_scores" ADD CONSTRAINT "program_answer_scores_review_id_program_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."program_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_answer_scores" ADD CONSTRAINT "program_answer_scores_answer_id_program_application_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."program_application_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_application_answers" ADD CONSTRAINT "program_application_answers_application_id_program_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."program_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_application_answers" ADD CONSTRAINT "program_application_answers_question_id_program_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."program_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_company_id_startups_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_category_scores" ADD CONSTRAINT "program_category_scores_review_id_program_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."program_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_category_scores" ADD CONSTRAINT "program_category_scores_category_id_program_review_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."program_review_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_jury_members" ADD CONSTRAINT "program_jury_members_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_questions" ADD CONSTRAINT "program_questions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_review_categories" ADD CONSTRAINT "program_review_categories_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reviews" ADD CONSTRAINT "program_reviews_application_id_program_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."program_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_application_answers_uq" ON "program_application_answers" USING btree ("application_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_applications_once_uq" ON "program_applications" USING btree ("program_id","company_id");--> statement-breakpoint
CREATE INDEX "program_applications_applicant_idx" ON "program_applications" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE INDEX "program_questions_program_idx" ON "program_questions" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "program_review_categories_program_idx" ON "program_review_categories" USING btree ("program_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "program_reviews_uq" ON "program_reviews" USING btree ("application_id","jury_user_id");