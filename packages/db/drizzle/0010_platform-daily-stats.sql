CREATE TABLE "platform_daily_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"complaint_count" integer NOT NULL,
	"replied_count" integer NOT NULL,
	"completed_count" integer NOT NULL
);
--> statement-breakpoint
-- Databases that already hold complaints get their totals now, not at the next nightly recount.
INSERT INTO "platform_daily_stats" ("day", "complaint_count", "replied_count", "completed_count")
SELECT (dispatched_at AT TIME ZONE 'Asia/Shanghai')::date, count(*)::int,
       count(*) FILTER (WHERE replied_at IS NOT NULL)::int,
       count(*) FILTER (WHERE status = 'completed')::int
FROM "complaints"
WHERE dispatched_at IS NOT NULL AND NOT is_hidden
GROUP BY 1;
