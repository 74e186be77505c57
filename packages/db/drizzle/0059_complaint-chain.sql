CREATE TABLE "complaint_chain_anchors" (
	"day" date PRIMARY KEY NOT NULL,
	"root_digest" text NOT NULL,
	"chain_count" integer NOT NULL,
	"method" text NOT NULL,
	"signature" text NOT NULL,
	"timestamp_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_chain_entries" (
	"complaint_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" bigint NOT NULL,
	"content_digest" text NOT NULL,
	"entry_digest" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_chain_entries_complaint_id_seq_pk" PRIMARY KEY("complaint_id","seq")
);
--> statement-breakpoint
ALTER TABLE "complaint_images" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "complaint_chain_entries" ADD CONSTRAINT "complaint_chain_entries_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The evidence chain (decision 117): each complaint's text, timeline steps and evidence images get a
-- digest as they are stored, each covering the entry before it. Triggers, so no code path that
-- stores such a row can leave it out. What an entry's content is, is written once, here.
CREATE FUNCTION complaint_chain_content(p_kind text, p_ref bigint) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE p_kind
    WHEN 'complaint' THEN (
      SELECT concat_ws(chr(31), c.title, c.content, c.money::text) FROM complaints c WHERE c.id = p_ref)
    WHEN 'timeline' THEN (
      SELECT concat_ws(chr(31), s.action::text, s.actor_type::text, coalesce(s.content, ''), s.payload::text,
        s.is_public::text, to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
      FROM complaint_operator_stream s WHERE s.id = p_ref)
    WHEN 'image' THEN (
      SELECT concat_ws(chr(31), i.url, coalesce(i.sha256, '')) FROM complaint_images i WHERE i.id = p_ref)
  END
$$;
--> statement-breakpoint
CREATE FUNCTION complaint_chain_append(p_complaint bigint, p_kind text, p_ref bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_seq integer;
  v_previous text;
  v_content text;
BEGIN
  -- One entry at a time per complaint: the row lock (not an advisory lock, of which a bulk insert
  -- would take thousands) orders concurrent steps of the same complaint.
  PERFORM 1 FROM complaints WHERE id = p_complaint FOR NO KEY UPDATE;
  SELECT seq, entry_digest INTO v_seq, v_previous
  FROM complaint_chain_entries WHERE complaint_id = p_complaint ORDER BY seq DESC LIMIT 1;
  v_seq := coalesce(v_seq, 0) + 1;
  v_content := encode(sha256(convert_to(complaint_chain_content(p_kind, p_ref), 'UTF8')), 'hex');
  INSERT INTO complaint_chain_entries (complaint_id, seq, kind, ref_id, content_digest, entry_digest)
  VALUES (p_complaint, v_seq, p_kind, p_ref, v_content,
    encode(sha256(convert_to(concat_ws(':', coalesce(v_previous, ''), v_seq, p_kind, p_ref, v_content), 'UTF8')), 'hex'));
END
$$;
--> statement-breakpoint
-- One trigger function for the three tables: its argument names the kind of entry.
CREATE FUNCTION complaint_chain_on_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'complaint' THEN
    PERFORM complaint_chain_append(NEW.id, 'complaint', NEW.id);
  ELSE
    PERFORM complaint_chain_append(NEW.complaint_id, TG_ARGV[0], NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The complaints, steps and images stored before the chain existed, in the order they happened.
DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT complaint_id, kind, ref_id FROM (
      SELECT id AS complaint_id, 'complaint' AS kind, id AS ref_id, created_at, 0 AS rank FROM complaints
      UNION ALL SELECT complaint_id, 'timeline', id, created_at, 1 FROM complaint_operator_stream
      UNION ALL SELECT complaint_id, 'image', id, created_at, 2 FROM complaint_images
    ) stored ORDER BY complaint_id, created_at, rank, ref_id
  LOOP
    PERFORM complaint_chain_append(r.complaint_id, r.kind, r.ref_id);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER complaint_chain_complaint_filed AFTER INSERT ON complaints
  FOR EACH ROW EXECUTE FUNCTION complaint_chain_on_row('complaint');
--> statement-breakpoint
CREATE TRIGGER complaint_chain_complaint_edited AFTER UPDATE OF title, content, money ON complaints
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.content IS DISTINCT FROM NEW.content
    OR OLD.money IS DISTINCT FROM NEW.money)
  EXECUTE FUNCTION complaint_chain_on_row('complaint');
--> statement-breakpoint
CREATE TRIGGER complaint_chain_step_stored AFTER INSERT ON complaint_operator_stream
  FOR EACH ROW EXECUTE FUNCTION complaint_chain_on_row('timeline');
--> statement-breakpoint
CREATE TRIGGER complaint_chain_image_stored AFTER INSERT ON complaint_images
  FOR EACH ROW EXECUTE FUNCTION complaint_chain_on_row('image');
