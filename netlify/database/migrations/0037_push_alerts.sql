-- Account-free alerts by web push (issue 48, decision 0068): a browser's push subscription and the cities it asked
-- about, nothing else. No account, no language, no Muse: which Muses a visitor keeps on her shortlist is decided in
-- her browser's service worker and never stored here. A subscription ends when the visitor turns its last city off,
-- or when the push service answers 404 or 410 (the browser dropped it).
CREATE TABLE push_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The push service's address for this browser: it names no person, and only its holder can change the row.
  endpoint text NOT NULL UNIQUE CHECK (length(endpoint) BETWEEN 12 AND 1000),
  -- RFC 8291: the browser's P-256 public key (65 bytes) and its auth secret (16 bytes), base64url.
  p256dh text NOT NULL CHECK (p256dh ~ '^[A-Za-z0-9_-]{87}$'),
  auth text NOT NULL CHECK (auth ~ '^[A-Za-z0-9_-]{22}$'),
  cities text[] NOT NULL CHECK (
    cardinality(cities) BETWEEN 1 AND 10
    AND cities <@ ARRAY['Zurich', 'Geneva', 'Basel', 'Lausanne', 'Frankfurt', 'Berlin', 'Hamburg', 'Warsaw', 'Vienna',
                        'Amsterdam']::text[]
  ),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The approval's look-up: every subscription of a city.
CREATE INDEX push_subscriptions_cities ON push_subscriptions USING gin (cities);

-- Alerts waiting to go out, one per subscription and city: approvals in the same city before delivery make one alert.
-- Written in the approval's transaction, sent by the scheduled deliverer (functions/alerts/delivery.ts), deleted once
-- the push service took it or after the last attempt.
CREATE TABLE push_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscription_id bigint NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  city text NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subscription_id, city)
);
CREATE INDEX push_outbox_due ON push_outbox (next_attempt_at);
