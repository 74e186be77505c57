CREATE TABLE "draft_uploads" (
	"draft_id" bigint NOT NULL,
	"upload_id" bigint NOT NULL,
	CONSTRAINT "draft_uploads_draft_id_upload_id_pk" PRIMARY KEY("draft_id","upload_id")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "owner_hash" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draft_uploads" ADD CONSTRAINT "draft_uploads_draft_id_complaint_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."complaint_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_uploads" ADD CONSTRAINT "draft_uploads_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_uploads_upload_id_idx" ON "draft_uploads" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "uploads_member_created_at_idx" ON "uploads" USING btree ("user_id","created_at");