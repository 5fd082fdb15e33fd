ALTER TABLE "feedback_requests" ADD COLUMN "started_as" text;--> statement-breakpoint
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
