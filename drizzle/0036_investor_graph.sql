CREATE TABLE "investor_graph_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"node_count" integer NOT NULL,
	"edge_count" integer NOT NULL,
	"nodes" jsonb NOT NULL,
	"edges" jsonb NOT NULL,
	"duration_ms" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "investor_graph_layouts_built_idx" ON "investor_graph_layouts" USING btree ("built_at");