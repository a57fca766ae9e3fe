-- Every mail a user receives is written in the language she used on the site (issue 31). The browser sends the page's
-- language (Accept-Language: <html lang>) with every API call, and the rows whose mails follow keep it:
--   users            set at sign-up, updated at each sign-in (her account's mails: an address change confirmed later);
--   profiles         set when the application is sent, and sent again (received, claim link, approval, rejection,
--                    statements of reasons, appeals, photo verification, reinstatement);
--   contact_requests set when the message is sent (the confirmation, the admin's response);
--   profile_reports  set when the notice is sent (its receipt and its outcome).
-- Everything stored before speaks English, as it always did. The CHECK lists repeat LOCALES (src/domain/locales.ts);
-- the schema test holds them equal.

ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de', 'fr', 'pl', 'nl'));
ALTER TABLE profiles ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de', 'fr', 'pl', 'nl'));
ALTER TABLE contact_requests
  ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de', 'fr', 'pl', 'nl'));
ALTER TABLE profile_reports
  ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de', 'fr', 'pl', 'nl'));
