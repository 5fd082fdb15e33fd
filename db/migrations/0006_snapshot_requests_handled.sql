ALTER TABLE "snapshot_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "snapshot_requests" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "snapshot_requests" ADD CONSTRAINT "snapshot_requests_handled_by_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snapshot_requests_created_idx" ON "snapshot_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);