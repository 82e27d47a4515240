-- Issue 38, items 6 and 8b: every chat message counted the recipient's unread messages over all
-- their conversations (the badge the message carries), the list counted them per conversation, and
-- the unread notice once more. A busy recruiter's unread history made each message to them slower:
-- in the ten-minute soak, sending a message was the slowest operation (p95 276 ms on a quiet machine,
-- against 102 ms for an application). Each participant now keeps its own count, kept by triggers:
-- one more for the others when a message is stored; counted again (over this one conversation's
-- unread messages only) when the person's read pointer or the person changes, and when messages
-- move into a conversation (an employee's hand-over merges two conversations).
ALTER TABLE chat_participants ADD COLUMN unread_count integer NOT NULL DEFAULT 0;

CREATE FUNCTION chat_unread_of(conversation bigint, reader bigint, read_id bigint) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT count(*)::int FROM chat_messages m WHERE m.conversation_id = conversation AND m.id > read_id AND m.sender_user_id <> reader
$$;

UPDATE chat_participants p SET unread_count = chat_unread_of(p.conversation_id, p.user_id, p.last_read_id);

CREATE FUNCTION chat_unread_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chat_participants SET unread_count = unread_count + 1
   WHERE conversation_id = NEW.conversation_id AND user_id <> NEW.sender_user_id AND last_read_id < NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER chat_unread_message AFTER INSERT ON chat_messages FOR EACH ROW EXECUTE FUNCTION chat_unread_message();

CREATE FUNCTION chat_unread_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.unread_count := chat_unread_of(NEW.conversation_id, NEW.user_id, NEW.last_read_id);
  RETURN NEW;
END $$;
CREATE TRIGGER chat_unread_recount_insert BEFORE INSERT ON chat_participants FOR EACH ROW EXECUTE FUNCTION chat_unread_recount();
CREATE TRIGGER chat_unread_recount_update BEFORE UPDATE OF last_read_id, user_id ON chat_participants
  FOR EACH ROW WHEN (NEW.last_read_id IS DISTINCT FROM OLD.last_read_id OR NEW.user_id IS DISTINCT FROM OLD.user_id)
  EXECUTE FUNCTION chat_unread_recount();

CREATE FUNCTION chat_unread_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chat_participants p SET unread_count = chat_unread_of(p.conversation_id, p.user_id, p.last_read_id)
   WHERE p.conversation_id IN (SELECT conversation_id FROM moved UNION SELECT conversation_id FROM left_behind);
  RETURN NULL;
END $$;
CREATE TRIGGER chat_unread_moved AFTER UPDATE ON chat_messages REFERENCING OLD TABLE AS left_behind NEW TABLE AS moved
  FOR EACH STATEMENT EXECUTE FUNCTION chat_unread_moved();
