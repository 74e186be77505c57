ALTER TABLE "lawyer_profiles" ADD COLUMN "mediates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mediations" ADD COLUMN "mediator_declaration" text;--> statement-breakpoint
ALTER TABLE "mediations" ADD COLUMN "mediator_declared_at" timestamp with time zone;