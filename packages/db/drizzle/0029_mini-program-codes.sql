CREATE TABLE "mini_program_scenes" (
	"scene" text PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"target_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_access_tokens" (
	"app_id" text PRIMARY KEY NOT NULL,
	"access_token" text,
	"expires_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone
);
