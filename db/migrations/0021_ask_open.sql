-- A question's admission in one round trip (lib/chat/open.ts): the session and its chatbot (of the
-- caller's workspace), the limits, the question stored, and what the answer needs (the chatbot's
-- settings, the conversation state, the earlier turns, whether it has any knowledge to search). The statements run in order inside one
-- transaction, as the separate statements before did: the session row is locked before its recent
-- questions are counted, so RateLimitCount is exact however many asks arrive at once; a widget
-- visitor's address takes an advisory lock per chatbot and address; the month's counter is raised
-- only below MessageLimit. A refusal raises (SQLSTATE CBN01 not found, CBR01 rate limited, CBM01
-- month used up), which rolls back whatever the call did.
CREATE FUNCTION casabot_open_question(
  p_session bigint,
  p_workspace uuid,
  p_content text,
  p_ask_type text,
  p_file_ids jsonb,
  p_visitor text,
  p_history integer
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  bot chatbots%ROWTYPE;
  conversation jsonb;
  recent integer;
  counted integer;
  month_key text;
  question bigint;
  turns jsonb;
BEGIN
  SELECT c.* INTO bot FROM chat_sessions s JOIN chatbots c ON c.id = s.chatbot_id WHERE s.id = p_session AND c.workspace_id = p_workspace;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'CBN01', MESSAGE = 'Session not found';
  END IF;
  SELECT s.concierge_state INTO conversation FROM chat_sessions s WHERE s.id = p_session FOR UPDATE;

  IF bot.rate_limit_count > 0 AND bot.rate_limit_time > 0 THEN
    SELECT count(*) INTO recent FROM chat_messages m
      WHERE m.session_id = p_session AND m.role = 'question' AND m.created_at > now() - make_interval(secs => bot.rate_limit_time);
    IF recent >= bot.rate_limit_count THEN
      RAISE EXCEPTION USING ERRCODE = 'CBR01', MESSAGE = bot.rate_limit_message;
    END IF;
    IF p_visitor IS NOT NULL THEN
      PERFORM pg_advisory_xact_lock(hashtextextended(bot.id || '/' || p_visitor, 0));
      SELECT count(*) INTO recent FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
        WHERE s.chatbot_id = bot.id AND s.visitor_address = p_visitor AND m.role = 'question'
          AND m.created_at > now() - make_interval(secs => bot.rate_limit_time);
      IF recent >= bot.rate_limit_count THEN
        RAISE EXCEPTION USING ERRCODE = 'CBR01', MESSAGE = bot.rate_limit_message;
      END IF;
    END IF;
  END IF;

  month_key := to_char(now() AT TIME ZONE casabot_valid_zone(bot.time_zone), 'YYYY-MM');
  INSERT INTO chatbot_monthly_usage AS u (chatbot_id, month, questions) VALUES (bot.id, month_key, 1)
    ON CONFLICT (chatbot_id, month) DO UPDATE SET questions = u.questions + 1 WHERE bot.message_limit < 0 OR u.questions < bot.message_limit
    RETURNING u.questions INTO counted;
  IF bot.message_limit >= 0 AND (counted IS NULL OR counted > bot.message_limit) THEN
    RAISE EXCEPTION USING ERRCODE = 'CBM01', MESSAGE = 'monthly limit';
  END IF;

  INSERT INTO chat_messages (session_id, chatbot_id, role, content, ask_type, file_ids)
    VALUES (p_session, bot.id, 'question', p_content, p_ask_type, p_file_ids)
    RETURNING id INTO question;
  SELECT coalesce(jsonb_agg(jsonb_build_object('role', h.role, 'content', h.content) ORDER BY h.id DESC), '[]'::jsonb) INTO turns
    FROM (SELECT m.id, m.role, m.content FROM chat_messages m WHERE m.session_id = p_session AND m.id < question ORDER BY m.id DESC LIMIT p_history) h;
  RETURN jsonb_build_object(
    'chatbot', to_jsonb(bot), 'questionId', question, 'month', month_key, 'state', conversation, 'history', turns,
    'hasKnowledge', EXISTS (SELECT 1 FROM knowledge_chunks k WHERE k.chatbot_id = bot.id)
  );
END $$;
