CREATE TABLE "insight_answer_times" (
	"chatbot_id" text NOT NULL,
	"day" date NOT NULL,
	"ms" integer NOT NULL,
	"answers" integer NOT NULL,
	CONSTRAINT "insight_answer_times_chatbot_id_day_ms_pk" PRIMARY KEY("chatbot_id","day","ms")
);
--> statement-breakpoint
CREATE TABLE "insight_hours" (
	"chatbot_id" text NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"questions" integer NOT NULL,
	"conversations" integer NOT NULL,
	"answered" integer NOT NULL,
	"no_answer" integer NOT NULL,
	"interrupted" integer NOT NULL,
	CONSTRAINT "insight_hours_chatbot_id_day_hour_pk" PRIMARY KEY("chatbot_id","day","hour")
);
--> statement-breakpoint
CREATE TABLE "insight_month_terms" (
	"chatbot_id" text NOT NULL,
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"value" text NOT NULL,
	"questions" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_question_id" bigint NOT NULL,
	CONSTRAINT "insight_month_terms_chatbot_id_kind_month_value_pk" PRIMARY KEY("chatbot_id","kind","month","value")
);
--> statement-breakpoint
CREATE TABLE "insight_terms" (
	"chatbot_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"questions" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_question_id" bigint NOT NULL,
	CONSTRAINT "insight_terms_chatbot_id_kind_day_value_pk" PRIMARY KEY("chatbot_id","kind","day","value")
);
--> statement-breakpoint
CREATE TABLE "insight_zones" (
	"chatbot_id" text PRIMARY KEY NOT NULL,
	"setting" text NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "answer_ms" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "intent" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "criteria" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "listing_ids" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "insight_terms" text[];--> statement-breakpoint
ALTER TABLE "insight_answer_times" ADD CONSTRAINT "insight_answer_times_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_hours" ADD CONSTRAINT "insight_hours_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_month_terms" ADD CONSTRAINT "insight_month_terms_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_terms" ADD CONSTRAINT "insight_terms_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_zones" ADD CONSTRAINT "insight_zones_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rollups are counters, updated by every answer: room on each page keeps those updates HOT
-- (no index entry written, the old version pruned on the next read), which matters most on PGlite,
-- where no autovacuum runs.
ALTER TABLE "insight_hours" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "insight_answer_times" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "insight_terms" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "insight_month_terms" SET (fillfactor = 80);--> statement-breakpoint
-- An unanswered question's key: folded, punctuation as spaces, at most 200 characters. Questions
-- with the same key are counted as one in Insights' unanswered list (and near keys grouped there).
CREATE FUNCTION casabot_question_key(content text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
  left(btrim(regexp_replace(casabot_fold(left(content, 1000)), '[^[:alnum:]]+', ' ', 'g')), 200);--> statement-breakpoint
-- An answer time kept to two significant figures (1,234 ms is 1,200; 87 ms stays 87): the median is
-- read from a count per value, and two figures keep those counts few.
CREATE FUNCTION casabot_answer_ms_bin(ms integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
  CASE WHEN ms < 100 THEN greatest(ms, 0) ELSE (round(ms::numeric / 10::numeric ^ (length(ms::text) - 2)) * 10::numeric ^ (length(ms::text) - 2))::integer END;--> statement-breakpoint
-- A zone name this database knows, else UTC: a TimeZone that the browser's list has and the
-- database's does not must not fail an answer (the rollups of such a chatbot are kept in UTC).
CREATE FUNCTION casabot_valid_zone(zone text) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  PERFORM now() AT TIME ZONE zone;
  RETURN zone;
EXCEPTION WHEN OTHERS THEN
  RETURN 'UTC';
END $$;--> statement-breakpoint
-- One question, once answered (or cut short), added to the rollups in the zone they are kept in. A
-- shared advisory lock per chatbot lets any number of these run together, and none during a rebuild.
CREATE FUNCTION casabot_insights_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
  local_time timestamp;
  first_question boolean;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('insights/' || NEW.chatbot_id, 0));
  SELECT time_zone INTO zone FROM insight_zones WHERE chatbot_id = NEW.chatbot_id;
  IF zone IS NULL THEN
    INSERT INTO insight_zones (chatbot_id, setting, time_zone) SELECT id, time_zone, casabot_valid_zone(time_zone) FROM chatbots WHERE id = NEW.chatbot_id
      ON CONFLICT (chatbot_id) DO NOTHING;
    SELECT time_zone INTO zone FROM insight_zones WHERE chatbot_id = NEW.chatbot_id;
  END IF;
  local_time := NEW.created_at AT TIME ZONE zone;
  first_question := NOT EXISTS (
    SELECT 1 FROM chat_messages p WHERE p.session_id = NEW.session_id AND p.role = 'question' AND p.id < NEW.id
  );
  INSERT INTO insight_hours AS h (chatbot_id, day, hour, questions, conversations, answered, no_answer, interrupted)
  VALUES (
    NEW.chatbot_id, local_time::date, extract(hour FROM local_time)::smallint, 1, first_question::integer,
    (NOT NEW.interrupted AND NOT NEW.no_answer)::integer, (NOT NEW.interrupted AND NEW.no_answer)::integer, NEW.interrupted::integer
  )
  ON CONFLICT (chatbot_id, day, hour) DO UPDATE SET
    questions = h.questions + 1,
    conversations = h.conversations + excluded.conversations,
    answered = h.answered + excluded.answered,
    no_answer = h.no_answer + excluded.no_answer,
    interrupted = h.interrupted + excluded.interrupted;
  IF NOT NEW.interrupted THEN
    INSERT INTO insight_answer_times AS a (chatbot_id, day, ms, answers)
    VALUES (NEW.chatbot_id, local_time::date, casabot_answer_ms_bin(NEW.answer_ms), 1)
    ON CONFLICT (chatbot_id, day, ms) DO UPDATE SET answers = a.answers + 1;
  END IF;
  -- In key order, so that two answers of one chatbot take their row locks in the same order.
  INSERT INTO insight_terms AS t (chatbot_id, kind, day, value, questions, last_at, last_question_id)
  SELECT DISTINCT NEW.chatbot_id, split_part(term, ':', 1), local_time::date, substr(term, strpos(term, ':') + 1), 1, NEW.created_at, NEW.id
  FROM unnest(NEW.insight_terms) AS term
  WHERE strpos(term, ':') > 1
  ORDER BY 2, 4
  ON CONFLICT (chatbot_id, kind, day, value) DO UPDATE SET
    questions = t.questions + 1,
    last_at = greatest(t.last_at, excluded.last_at),
    last_question_id = greatest(t.last_question_id, excluded.last_question_id);
  INSERT INTO insight_month_terms AS t (chatbot_id, kind, month, value, questions, last_at, last_question_id)
  SELECT DISTINCT NEW.chatbot_id, split_part(term, ':', 1), date_trunc('month', local_time)::date, substr(term, strpos(term, ':') + 1), 1, NEW.created_at, NEW.id
  FROM unnest(NEW.insight_terms) AS term
  WHERE strpos(term, ':') > 1
  ORDER BY 2, 4
  ON CONFLICT (chatbot_id, kind, month, value) DO UPDATE SET
    questions = t.questions + 1,
    last_at = greatest(t.last_at, excluded.last_at),
    last_question_id = greatest(t.last_question_id, excluded.last_question_id);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A chatbot's rollups counted again from its questions in the zone of `zone_setting` (the chatbot's
-- TimeZone): by the Insights queries when the setting changed (`force_rebuild` false: nothing to do
-- when the rollups are in that setting already), and after questions were written with the triggers
-- off (the bench's bulk load). The exclusive lock waits for answers being counted and holds new ones.
-- Returns the zone the rollups are kept in.
CREATE FUNCTION casabot_insights_rebuild(bot_id text, zone_setting text, force_rebuild boolean) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  zone text := casabot_valid_zone(zone_setting);
  kept text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('insights/' || bot_id, 0));
  SELECT z.time_zone INTO kept FROM insight_zones z WHERE z.chatbot_id = bot_id AND z.setting = zone_setting;
  IF kept IS NOT NULL AND NOT force_rebuild THEN
    RETURN kept;
  END IF;
  DELETE FROM insight_hours WHERE chatbot_id = bot_id;
  DELETE FROM insight_answer_times WHERE chatbot_id = bot_id;
  DELETE FROM insight_terms WHERE chatbot_id = bot_id;
  DELETE FROM insight_month_terms WHERE chatbot_id = bot_id;
  INSERT INTO insight_zones (chatbot_id, setting, time_zone) VALUES (bot_id, zone_setting, zone)
    ON CONFLICT (chatbot_id) DO UPDATE SET setting = excluded.setting, time_zone = excluded.time_zone;
  CREATE TEMPORARY TABLE insight_questions ON COMMIT DROP AS
    SELECT id, created_at AT TIME ZONE zone AS local_time, answer_ms, no_answer, interrupted, insight_terms, created_at, first_question
    FROM (
      SELECT q.*, q.id = min(q.id) OVER (PARTITION BY q.session_id) AS first_question
      FROM chat_messages q WHERE q.chatbot_id = bot_id AND q.role = 'question'
    ) questions
    WHERE answer_ms IS NOT NULL;
  INSERT INTO insight_hours (chatbot_id, day, hour, questions, conversations, answered, no_answer, interrupted)
  SELECT bot_id, local_time::date, extract(hour FROM local_time)::smallint, count(*),
    count(*) FILTER (WHERE first_question),
    count(*) FILTER (WHERE NOT interrupted AND NOT no_answer),
    count(*) FILTER (WHERE NOT interrupted AND no_answer),
    count(*) FILTER (WHERE interrupted)
  FROM insight_questions GROUP BY 2, 3;
  INSERT INTO insight_answer_times (chatbot_id, day, ms, answers)
  SELECT bot_id, local_time::date, casabot_answer_ms_bin(answer_ms), count(*)
  FROM insight_questions WHERE NOT interrupted GROUP BY 2, 3;
  INSERT INTO insight_terms (chatbot_id, kind, day, value, questions, last_at, last_question_id)
  SELECT bot_id, split_part(term, ':', 1), local_time::date, substr(term, strpos(term, ':') + 1), count(DISTINCT id), max(created_at), max(id)
  FROM insight_questions CROSS JOIN LATERAL unnest(insight_terms) AS term
  WHERE strpos(term, ':') > 1
  GROUP BY 2, 3, 4;
  INSERT INTO insight_month_terms (chatbot_id, kind, month, value, questions, last_at, last_question_id)
  SELECT bot_id, kind, date_trunc('month', day)::date, value, sum(questions), max(last_at), max(last_question_id)
  FROM insight_terms WHERE chatbot_id = bot_id
  GROUP BY 2, 3, 4;
  DROP TABLE insight_questions;
  RETURN zone;
END $$;--> statement-breakpoint
-- Questions asked before Insights: their answer time and outcome from the answer that followed them.
UPDATE chat_messages q SET
  answer_ms = greatest(0, round(extract(epoch FROM answer.created_at - q.created_at) * 1000))::integer,
  no_answer = answer.no_answer,
  interrupted = answer.interrupted,
  insight_terms = CASE WHEN answer.no_answer AND NOT answer.interrupted AND casabot_question_key(q.content) <> ''
    THEN ARRAY['unanswered:' || casabot_question_key(q.content)] ELSE '{}'::text[] END
FROM (
  SELECT question.id, next.created_at, next.no_answer, next.interrupted
  FROM chat_messages question
  CROSS JOIN LATERAL (
    SELECT a.created_at, a.no_answer, a.interrupted FROM chat_messages a
    WHERE a.session_id = question.session_id AND a.role = 'answer' AND a.id > question.id ORDER BY a.id LIMIT 1
  ) next
  WHERE question.role = 'question'
) answer
WHERE q.id = answer.id AND q.answer_ms IS NULL;--> statement-breakpoint
-- The triggers come after the backfill above, which the rebuild below counts in one pass.
CREATE TRIGGER chat_messages_insights_answered AFTER UPDATE OF answer_ms ON chat_messages FOR EACH ROW
  WHEN (NEW.role = 'question' AND OLD.answer_ms IS NULL AND NEW.answer_ms IS NOT NULL) EXECUTE FUNCTION casabot_insights_count();--> statement-breakpoint
CREATE TRIGGER chat_messages_insights_inserted AFTER INSERT ON chat_messages FOR EACH ROW
  WHEN (NEW.role = 'question' AND NEW.answer_ms IS NOT NULL) EXECUTE FUNCTION casabot_insights_count();--> statement-breakpoint
SELECT casabot_insights_rebuild(c.id, c.time_zone, true) FROM chatbots c WHERE EXISTS (SELECT 1 FROM chat_messages m WHERE m.chatbot_id = c.id);
