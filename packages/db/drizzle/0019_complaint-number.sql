CREATE SEQUENCE "public"."complaint_sn_seq" INCREMENT BY 1 MINVALUE 20000000001 MAXVALUE 99999999999 START WITH 20000000001 CACHE 1;--> statement-breakpoint
-- Numbers already of the format are kept, and the sequence starts past every one of them.
SELECT setval('complaint_sn_seq', greatest(20000000001, (SELECT max(sn::bigint) + 1 FROM "complaints" WHERE sn ~ '^[0-9]{11}$')), false);--> statement-breakpoint
-- Every other complaint (none, or of another length) is numbered now, in the order it was filed.
UPDATE "complaints" SET "sn" = numbered.sn
FROM (
	SELECT id, nextval('complaint_sn_seq')::text AS sn
	FROM (SELECT id FROM "complaints" WHERE sn IS NULL OR sn !~ '^[0-9]{11}$' ORDER BY created_at, id) AS unnumbered
) AS numbered
WHERE "complaints".id = numbered.id;--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "sn" SET DEFAULT nextval('complaint_sn_seq')::text;--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "sn" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_sn_format" CHECK (sn ~ '^[0-9]{11}$');
