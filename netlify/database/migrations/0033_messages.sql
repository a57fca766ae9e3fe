-- Messages through the site (issue 45, decision 0062): a conversation is one thread between one account (the
-- visitor) and one Muse's profile, kept in the database (no relay e-mail address). Neither side ever sees the other's
-- address: the Muse reads the visitor's display name, the visitor the Muse's handle. A conversation is deleted 90
-- days after its last message (the hourly housekeeping); the messages of an account go with it, and the other side
-- keeps an empty thread that says "Account deleted" (its side's column is NULL).

-- What a Muse reads of the visitor, chosen at sign-up or at the first message; and whether the account is mailed
-- "You have a new message on SoleMuse" (on unless switched off in the account settings).
ALTER TABLE users
  ADD COLUMN display_name text CHECK (length(display_name) BETWEEN 2 AND 40 AND display_name = btrim(display_name)),
  ADD COLUMN message_mails boolean NOT NULL DEFAULT true;

-- The Muse's switch: on by default, for every profile. She can turn it off only while she shows at least one public
-- contact option; the generated column below keeps her reachable by messages whatever the switch says when she shows
-- none (an approval without a contact option, or the last option cleared later), so no Muse is ever live
-- unreachable.
ALTER TABLE profiles
  ADD COLUMN messages_on boolean NOT NULL DEFAULT true,
  -- The one definition of "a visitor may write to her now": listed (Approved, not paused) and reachable.
  ADD COLUMN receives_messages boolean GENERATED ALWAYS AS (
    approval_status = 'Approved' AND paused_at IS NULL
    AND (messages_on OR (coalesce(telegram_handle, '') = '' AND coalesce(whatsapp_number, '') = ''
                         AND coalesce(call_number, '') = '' AND coalesce(email, '') = ''))
  ) STORED;

CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- NULL once the Muse's account (and profile) is deleted; the visitor reads "Account deleted".
  profile_id uuid REFERENCES profiles (id) ON DELETE SET NULL,
  -- NULL once the visitor's account is deleted; the Muse reads "Account deleted".
  visitor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The newest message's time: the inbox's order and the 90-day retention both read it.
  last_message_at timestamptz NOT NULL DEFAULT now(),
  -- Messages each side has not read yet (0 once it opened the conversation).
  muse_unread integer NOT NULL DEFAULT 0 CHECK (muse_unread >= 0),
  visitor_unread integer NOT NULL DEFAULT 0 CHECK (visitor_unread >= 0),
  -- When each side was last mailed about this conversation: at most one mail per conversation per hour.
  muse_notified_at timestamptz,
  visitor_notified_at timestamptz
);
-- One thread per visitor and Muse (a deleted side's NULL leaves the old thread out of it).
CREATE UNIQUE INDEX conversations_pair_idx ON conversations (profile_id, visitor_id);
-- A Muse's inbox, newest first, and its unread count in the header.
CREATE INDEX conversations_muse_inbox_idx ON conversations (profile_id, last_message_at DESC, id);
CREATE INDEX conversations_muse_unread_idx ON conversations (profile_id) WHERE muse_unread > 0;
-- A visitor's /messages, newest first, and its unread count.
CREATE INDEX conversations_visitor_inbox_idx ON conversations (visitor_id, last_message_at DESC, id);
CREATE INDEX conversations_visitor_unread_idx ON conversations (visitor_id) WHERE visitor_unread > 0;
-- The housekeeping's deletion 90 days after the last message.
CREATE INDEX conversations_last_message_idx ON conversations (last_message_at);

CREATE TABLE conversation_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  -- Who wrote it: the Muse or the visitor of its conversation.
  from_muse boolean NOT NULL,
  -- Plain text; the first message of a conversation is at least 10 characters (checked by the server).
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversation_messages_thread_idx ON conversation_messages (conversation_id, created_at, id);

-- A Muse's blocks: the blocked account can no longer write to her, and is not told. She unblocks in her settings.
-- The display name is what her list of blocked senders shows once the conversation itself is gone.
CREATE TABLE message_blocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  display_name text NOT NULL CHECK (length(display_name) <= 40),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (profile_id, user_id)
);

-- A reported conversation becomes a notice on the Muse's profile in the notice-and-action flow. The messages reported
-- are copied into the notice (admins alone read them), so the notice keeps them after the conversation is deleted,
-- and goes with them when the notice does (12 months after its decision, decision 0052).
ALTER TABLE profile_reports
  ADD COLUMN conversation_id uuid REFERENCES conversations (id) ON DELETE SET NULL,
  ADD COLUMN reported_by text CHECK (reported_by IN ('muse', 'visitor')),
  ADD COLUMN reported_messages jsonb,
  ADD CONSTRAINT profile_reports_conversation_check
    CHECK ((reported_by IS NULL) = (reported_messages IS NULL));

ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (
  kind IN ('verification', 'application_received', 'approval', 'rejection', 'contact_confirmation', 'contact_response',
           'password_reset', 'email_change', 'suspension', 'reinstatement', 'picture_removed', 'account_notice',
           'photo_verification', 'notice_receipt', 'notice_outcome', 'warning', 'appeal', 'new_message')
);
