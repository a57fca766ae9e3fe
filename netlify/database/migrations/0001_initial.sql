-- SoleMuse schema. Option values repeat src/domain/options.ts; keep both in step.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  password_hash text NOT NULL,
  user_type text NOT NULL DEFAULT 'seeker' CHECK (user_type IN ('seeker', 'muse')),
  email_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE user_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('seeker', 'muse', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);

CREATE TABLE email_verifications (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- A profile is both the application and, once approved, the public Muse.
-- nationality, ethnicity and hair_color are the stored names (the public pages' reading of SPEC §3).
CREATE TABLE profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  handle text NOT NULL CHECK (length(handle) BETWEEN 2 AND 50 AND handle ~ '^[A-Za-z0-9][A-Za-z0-9._-]*$'),
  bio text NOT NULL CHECK (length(bio) BETWEEN 20 AND 1000),
  city text NOT NULL CHECK (city IN ('Zurich', 'Geneva', 'Basel', 'Lausanne', 'Frankfurt', 'Berlin', 'Hamburg', 'Warsaw', 'Vienna', 'Amsterdam')),
  categories text[] NOT NULL CHECK (
    cardinality(categories) >= 1
    AND categories <@ ARRAY['Foot Worship', 'Sock & Scent Play', 'Shoeplay & Heels', 'Pedicure Sessions', 'Hosiery & Tights Fetish', 'Panty Play & Delivery', 'Roleplay & Domination', 'Public & Semi-Public Tease', 'Custom Fantasy Requests']::text[]
  ),
  availability_status text NOT NULL DEFAULT 'Available' CHECK (availability_status IN ('Available', 'Busy', 'On Vacation')),
  approval_status text NOT NULL DEFAULT 'Pending' CHECK (approval_status IN ('Pending', 'Approved', 'Rejected')),
  rejection_reason text CHECK (length(rejection_reason) <= 2000),
  profile_picture_url text,
  feet_picture_url text,
  birth_year integer CHECK (birth_year BETWEEN 1990 AND 2005),
  nationality text CHECK (nationality IN ('Swiss', 'German', 'Austrian', 'French', 'Italian', 'Spanish', 'Dutch', 'Belgian', 'British', 'American', 'Canadian', 'Australian', 'Brazilian', 'Russian', 'Polish', 'Czech', 'Hungarian', 'Romanian', 'Other')),
  ethnicity text CHECK (ethnicity IN ('European', 'Asian', 'African', 'Middle Eastern', 'Latin American', 'Mixed', 'Other')),
  hair_color text CHECK (hair_color IN ('Blonde', 'Brunette', 'Black', 'Red', 'Auburn', 'Grey', 'Other')),
  tattoos boolean,
  smoker boolean,
  spoken_languages text[] NOT NULL DEFAULT '{}' CHECK (
    spoken_languages <@ ARRAY['English', 'German', 'French', 'Italian', 'Spanish', 'Dutch', 'Portuguese', 'Russian', 'Chinese', 'Japanese']::text[]
  ),
  onlyfans_link text CHECK (length(onlyfans_link) <= 500),
  telegram_handle text CHECK (length(telegram_handle) <= 64),
  whatsapp_number text CHECK (length(whatsapp_number) <= 30),
  phone_number text CHECK (length(phone_number) BETWEEN 10 AND 30),
  email text CHECK (length(email) <= 254),
  date_of_birth date,
  how_found_us text CHECK (how_found_us IN ('Social Media', 'Reddit', 'Word of Mouth', 'Other')),
  admin_notes text CHECK (length(admin_notes) <= 5000),
  reviewed_at timestamptz,
  reviewed_by text,
  approved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (approval_status <> 'Approved' OR approved_at IS NOT NULL),
  CHECK (approval_status <> 'Rejected' OR rejection_reason IS NOT NULL)
);
CREATE UNIQUE INDEX profiles_handle_key ON profiles (lower(handle));
-- The directory: approved muses, newest first, optionally by city or category.
CREATE INDEX profiles_directory_idx ON profiles (created_at DESC, id) WHERE approval_status = 'Approved';
CREATE INDEX profiles_directory_city_idx ON profiles (city, created_at DESC, id) WHERE approval_status = 'Approved';
CREATE INDEX profiles_categories_idx ON profiles USING gin (categories) WHERE approval_status = 'Approved';
-- Admin lists: all applications newest first, by status.
CREATE INDEX profiles_admin_idx ON profiles (approval_status, created_at DESC);
CREATE INDEX profiles_created_idx ON profiles (created_at DESC);

CREATE TABLE muse_gallery (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  image_url text NOT NULL,
  caption text CHECK (length(caption) <= 200),
  display_order integer NOT NULL CHECK (display_order >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX muse_gallery_profile_idx ON muse_gallery (profile_id, display_order);

CREATE TABLE contact_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  subject text CHECK (length(subject) <= 200),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  status text NOT NULL DEFAULT 'unread' CHECK (status IN ('unread', 'read', 'responded')),
  admin_response text CHECK (length(admin_response) <= 5000),
  processed_at timestamptz,
  processed_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'responded' OR admin_response IS NOT NULL)
);
CREATE INDEX contact_requests_created_idx ON contact_requests (created_at DESC);
CREATE INDEX contact_requests_status_idx ON contact_requests (status);

CREATE TABLE admin_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  action_type text NOT NULL CHECK (action_type IN ('note_added', 'approved', 'rejected', 'responded')),
  target_type text NOT NULL CHECK (target_type IN ('profile', 'contact_request')),
  target_id uuid NOT NULL,
  admin_identifier text NOT NULL DEFAULT 'admin',
  admin_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_actions_target_idx ON admin_actions (target_type, target_id, created_at DESC);

CREATE TABLE blog_articles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 200),
  content text NOT NULL CHECK (length(content) BETWEEN 1 AND 100000),
  excerpt text CHECK (length(excerpt) <= 500),
  author text NOT NULL DEFAULT 'The SoleMuse Team' CHECK (length(author) <= 100),
  published boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  featured_image_url text CHECK (length(featured_image_url) <= 500),
  meta_title text CHECK (length(meta_title) <= 200),
  meta_description text CHECK (length(meta_description) <= 300),
  CHECK (NOT published OR published_at IS NOT NULL)
);
CREATE UNIQUE INDEX blog_articles_slug_key ON blog_articles (slug);
CREATE INDEX blog_articles_published_idx ON blog_articles (published_at DESC) WHERE published;
CREATE INDEX blog_articles_created_idx ON blog_articles (created_at DESC);

-- Mail that is not sent over SMTP lands here (local development and tests read it).
CREATE TABLE email_outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('verification', 'application_received', 'approval', 'rejection', 'contact_confirmation', 'contact_response')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_outbox_to_idx ON email_outbox (to_address, created_at DESC);

-- Fixed-window counters for per-IP rate limits.
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);
