ALTER TABLE "complaint_drafts" ADD COLUMN "real_name_cipher" text;--> statement-breakpoint
ALTER TABLE "complaint_drafts" ADD COLUMN "id_card_cipher" text;--> statement-breakpoint
ALTER TABLE "complaint_drafts" ADD COLUMN "phone_cipher" text;