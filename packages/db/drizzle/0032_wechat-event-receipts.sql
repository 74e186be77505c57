CREATE TABLE "wechat_event_receipts" (
	"app_id" text NOT NULL,
	"event_key" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wechat_event_receipts_app_id_event_key_pk" PRIMARY KEY("app_id","event_key")
);
--> statement-breakpoint
CREATE INDEX "wechat_event_receipts_received_at_idx" ON "wechat_event_receipts" USING btree ("received_at");