CREATE TABLE "audience_twins" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"occupation" text NOT NULL,
	"age" integer NOT NULL,
	"gender" text NOT NULL,
	"profile_image" text NOT NULL,
	"location" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"personality_traits" jsonb NOT NULL,
	"values_and_beliefs" jsonb NOT NULL,
	"segments" jsonb NOT NULL,
	"big_five" jsonb NOT NULL,
	"activity_status" text NOT NULL,
	"isco_group" integer,
	"household" text NOT NULL,
	"education" text NOT NULL,
	"biography" text NOT NULL,
	"weight" real DEFAULT 1 NOT NULL,
	"library_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audience_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" text,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"record_count" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"rejected_rows" jsonb NOT NULL,
	"rejected_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD COLUMN "audiences" jsonb;--> statement-breakpoint
ALTER TABLE "audience_twins" ADD CONSTRAINT "audience_twins_audience_id_audiences_id_fk" FOREIGN KEY ("audience_id") REFERENCES "public"."audiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audiences" ADD CONSTRAINT "audiences_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audiences" ADD CONSTRAINT "audiences_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audience_twins_audience_idx" ON "audience_twins" USING btree ("audience_id");--> statement-breakpoint
CREATE INDEX "audiences_workspace_created_idx" ON "audiences" USING btree ("workspace_id","created_at");