CREATE TABLE "pending_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"feedback_id" uuid NOT NULL,
	"persona_id" text NOT NULL,
	"kind" text NOT NULL,
	"charged" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD COLUMN "started_as" text;--> statement-breakpoint
ALTER TABLE "pending_questions" ADD CONSTRAINT "pending_questions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_questions" ADD CONSTRAINT "pending_questions_feedback_id_feedback_requests_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_questions_created_idx" ON "pending_questions" USING btree ("created_at");--> statement-breakpoint
-- Records made before this column: an engine stamp meant the server made it; an interview-typed one is taken as a
-- started interview. Its twins become the keys of follow_up_counts (an interview's count is the questions it holds).
UPDATE "feedback_requests" AS f SET
  "started_as" = CASE WHEN f."type" = 'interview' THEN 'interview' ELSE 'run' END,
  "follow_up_counts" = COALESCE((
    SELECT jsonb_object_agg(t.id, CASE WHEN f."type" = 'interview' THEN (
      SELECT count(*) FROM jsonb_array_elements(f."responses") AS m WHERE m->>'sender' = 'user'
    ) ELSE 0 END)
    FROM jsonb_array_elements_text(f."selected_personas") AS t(id)
  ), '{}'::jsonb) || f."follow_up_counts"
WHERE f."engine" IS NOT NULL
  AND jsonb_typeof(f."selected_personas") = 'array'
  AND jsonb_typeof(f."responses") = 'array';
