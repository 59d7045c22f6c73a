CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"inviter_user_id" text NOT NULL,
	"invitee_user_id" text NOT NULL,
	"scopes" text[] NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_invitee_idx" ON "invitations" USING btree ("invitee_user_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_code_uq" ON "invitations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "invitations_entity_idx" ON "invitations" USING btree ("entity_id");