ALTER TABLE "feedback_requests" ADD COLUMN "follow_up_counts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "snapshots" ADD COLUMN "record" jsonb;