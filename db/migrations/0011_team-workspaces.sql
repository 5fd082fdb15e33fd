CREATE TABLE "workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "workspace_users" ALTER COLUMN "role" SET DEFAULT 'viewer';--> statement-breakpoint
ALTER TABLE "token_transactions" ADD COLUMN "actor_user_id" text;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_id","created_at");--> statement-breakpoint
ALTER TABLE "token_transactions" ADD CONSTRAINT "token_transactions_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_requests_workspace_type_created_idx" ON "feedback_requests" USING btree ("workspace_id","type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
UPDATE "workspace_users" SET "role" = 'viewer' WHERE "role" NOT IN ('owner', 'editor', 'viewer');--> statement-breakpoint
-- Records made before workspaces held them belong to their creator's PERSONAL workspace.
UPDATE "feedback_requests" SET "workspace_id" = (
	SELECT "id" FROM "workspaces" WHERE "owner_id" = "feedback_requests"."user_id" AND "workspace_type" = 'PERSONAL' ORDER BY "created_at" LIMIT 1
) WHERE "workspace_id" IS NULL;--> statement-breakpoint
-- An insert that names no workspace (an API client, an older server mid-deploy) files the record in its creator's PERSONAL one.
CREATE FUNCTION feedback_requests_default_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.workspace_id IS NULL THEN
    NEW.workspace_id := (SELECT id FROM workspaces WHERE owner_id = NEW.user_id AND workspace_type = 'PERSONAL' ORDER BY created_at LIMIT 1);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER feedback_requests_workspace BEFORE INSERT ON "feedback_requests" FOR EACH ROW EXECUTE FUNCTION feedback_requests_default_workspace();
