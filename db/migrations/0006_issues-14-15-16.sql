CREATE TABLE "brand_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"competitors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_leases" (
	"run_id" uuid PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"granted" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "weight" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "snapshot_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "snapshot_requests" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_profiles_user_created_idx" ON "brand_profiles" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "run_leases_provider_idx" ON "run_leases" USING btree ("provider","granted");--> statement-breakpoint
ALTER TABLE "snapshot_requests" ADD CONSTRAINT "snapshot_requests_handled_by_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snapshot_requests_created_idx" ON "snapshot_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);