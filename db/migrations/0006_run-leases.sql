CREATE TABLE "run_leases" (
	"run_id" uuid PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"granted" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "run_leases_provider_idx" ON "run_leases" USING btree ("provider","granted");