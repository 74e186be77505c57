-- Jobs live in pg-boss's own schema (pgboss), which it creates at start. Nothing waiting here is
-- moved: at start every node books the recurring jobs and the deadlines that have none waiting; a
-- delayed CDN purge still pending is dropped (the copy it aimed at expires on its own).
DROP TABLE "jobs" CASCADE;
