CREATE TYPE "public"."work_calendar_source" AS ENUM('published', 'staff');--> statement-breakpoint
CREATE TABLE "work_calendar_days" (
	"day" date PRIMARY KEY NOT NULL,
	"working" boolean NOT NULL,
	"name" text NOT NULL,
	"source" "work_calendar_source" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
