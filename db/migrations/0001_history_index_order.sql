DROP INDEX "feedback_requests_user_type_created_idx";--> statement-breakpoint
DROP INDEX "feedback_requests_user_created_idx";--> statement-breakpoint
CREATE INDEX "feedback_requests_user_type_created_idx" ON "feedback_requests" USING btree ("user_id","type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_requests_user_created_idx" ON "feedback_requests" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);