-- Prospect searches saved by name in a workspace, for every member to open.
CREATE TABLE "saved_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL REFERENCES "workspaces"("id"),
	"name" text NOT NULL,
	"lead_list_id" text REFERENCES "lead_lists"("id") ON DELETE SET NULL,
	"filters" jsonb NOT NULL,
	"page_size" integer NOT NULL,
	"auto_enrich" boolean NOT NULL,
	"created_by" text REFERENCES "members"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_ws_name_idx" ON "saved_searches" ("workspace_id", lower("name"));
