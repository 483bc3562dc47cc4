-- Hand-written, first because the indexes below are built on it: searches ignore accents and case.
-- unaccent() is only STABLE (its dictionary could change), so an index cannot use it directly; search_fold
-- names the dictionary and its schema explicitly (also right under a restore's empty search_path) and is
-- declared IMMUTABLE so the trigram indexes can be built on the folded text.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- PostgreSQL inlines search_fold (into lower(unaccent(...)), a C call per row) only when nothing in its body is
-- less stable than it says; left STABLE, unaccent makes every call a SQL-function call, which made the
-- contacts search three times slower (bench/contacts-search). The unaccent dictionary never changes while
-- the server runs. A role that does not own the function (a managed database) keeps it STABLE: searches still
-- find the same rows, only slower. A restore (pg_dump leaves extension functions as they were) does the same.
DO $$ BEGIN
  ALTER FUNCTION public.unaccent(regdictionary, text) IMMUTABLE;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'unaccent() stays STABLE: searches work, more slowly';
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT pg_catalog.lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
DROP INDEX "addresses_search_trgm_idx";--> statement-breakpoint
DROP INDEX "contacts_search_trgm_idx";--> statement-breakpoint
DROP INDEX "documents_name_trgm_idx";--> statement-breakpoint
DROP INDEX "folders_name_trgm_idx";--> statement-breakpoint
DROP INDEX "quotations_search_trgm_idx";--> statement-breakpoint
DROP INDEX "rate_cards_search_trgm_idx";--> statement-breakpoint
DROP INDEX "client_interactions_search_trgm_idx";--> statement-breakpoint
DROP INDEX "tasks_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "addresses_search_trgm_idx" ON "addresses" USING gin (search_fold(("company_name" || ' ' || "contact_first_name" || ' ' || "contact_last_name" || ' ' || "address_line_1" || ' ' || "city" || ' ' || "country" || ' ' || "email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin (search_fold(("display_name" || ' ' || "name" || ' ' || "last_name" || ' ' || "company_name" || ' ' || "email" || ' ' || "phone_number")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_name_trgm_idx" ON "documents" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "folders_name_trgm_idx" ON "folders" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotations_search_trgm_idx" ON "quotations" USING gin (search_fold(("quotation_number" || ' ' || "client_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rate_cards_search_trgm_idx" ON "rate_cards" USING gin (search_fold(("carrier" || ' ' || "origin_code" || ' ' || "origin_city" || ' ' || "origin_country" || ' ' || "destination_code" || ' ' || "destination_city" || ' ' || "destination_country")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_interactions_search_trgm_idx" ON "client_interactions" USING gin (search_fold(("subject" || ' ' || "description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_search_trgm_idx" ON "tasks" USING gin (search_fold(("title" || ' ' || "description" || ' ' || "client_name")) gin_trgm_ops);--> statement-breakpoint
-- Hand-written: the locations' stored search names folded the same way (the loader writes them folded).
UPDATE "locations" SET "search_name" = search_fold("search_name") WHERE "search_name" <> search_fold("search_name");
--> statement-breakpoint
-- A bulk update leaves new trigram entries pending, which every search would read in full: merge them now.
SELECT gin_clean_pending_list('locations_search_trgm_idx');
