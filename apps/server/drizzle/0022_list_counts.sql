CREATE TABLE "quotation_status_counts" (
	"status" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_interaction_counts" (
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The per-status counts (quotation-status-counts.table.ts). Every statement that inserts, deletes or updates
-- quotations appends, in its own transaction, one row per status it changed with the change (+n / -n),
-- superseded revisions left out. Writers only append, so 32 of them never wait for each other (one row per
-- status updated in place would queue every writer of a status behind the one before until it commits); a
-- count is the sum of its status's rows, exact for the reader's snapshot.
CREATE FUNCTION "quotation_status_counts_compact"() RETURNS void LANGUAGE sql AS $$
  WITH folded AS (DELETE FROM "quotation_status_counts" RETURNING "status", "n")
  INSERT INTO "quotation_status_counts" ("status", "n")
    SELECT "status", sum("n") FROM folded GROUP BY "status" HAVING sum("n") <> 0;
$$;--> statement-breakpoint
CREATE FUNCTION "quotation_status_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "quotation_status_counts";
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "quotation_status_counts" ("status", "n")
      SELECT "status", count(*) FROM new_rows WHERE NOT "superseded" GROUP BY "status";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "quotation_status_counts" ("status", "n")
      SELECT "status", -count(*) FROM old_rows WHERE NOT "superseded" GROUP BY "status";
  ELSE
    INSERT INTO "quotation_status_counts" ("status", "n")
      SELECT "status", sum("n") FROM (
        SELECT "status", -1 AS "n" FROM old_rows WHERE NOT "superseded"
        UNION ALL
        SELECT "status", 1 FROM new_rows WHERE NOT "superseded"
      ) AS changes GROUP BY "status" HAVING sum("n") <> 0;
  END IF;
  -- About one statement in 32 folds the rows into one per status, so a read sums a few dozen rows. One
  -- folder at a time (the others skip, never wait), and only under READ COMMITTED, where deleting rows that
  -- another folder deleted meanwhile cannot fail the writer's transaction.
  IF random() < 1.0 / 32 AND current_setting('transaction_isolation') = 'read committed'
     AND pg_try_advisory_xact_lock(hashtext('shipdesk:quotation-status-counts')) THEN
    PERFORM "quotation_status_counts_compact"();
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
INSERT INTO "quotation_status_counts" ("status", "n")
  SELECT "status", count(*) FROM "quotations" WHERE NOT "superseded" GROUP BY "status";--> statement-breakpoint
CREATE TRIGGER "quotation_status_counts_insert" AFTER INSERT ON "quotations" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "quotation_status_counts_track"();--> statement-breakpoint
CREATE TRIGGER "quotation_status_counts_delete" AFTER DELETE ON "quotations" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "quotation_status_counts_track"();--> statement-breakpoint
CREATE TRIGGER "quotation_status_counts_update" AFTER UPDATE ON "quotations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "quotation_status_counts_track"();--> statement-breakpoint
CREATE TRIGGER "quotation_status_counts_truncate" AFTER TRUNCATE ON "quotations"
  FOR EACH STATEMENT EXECUTE FUNCTION "quotation_status_counts_track"();
--> statement-breakpoint
-- The number of support interactions (client-interaction-counts.table.ts), kept the same way: each insert or
-- delete statement appends its change; the total is the sum, folded into one row now and then.
CREATE FUNCTION "client_interaction_counts_compact"() RETURNS void LANGUAGE sql AS $$
  WITH folded AS (DELETE FROM "client_interaction_counts" RETURNING "n")
  INSERT INTO "client_interaction_counts" ("n") SELECT sum("n") FROM folded HAVING sum("n") <> 0;
$$;--> statement-breakpoint
CREATE FUNCTION "client_interaction_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "client_interaction_counts";
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "client_interaction_counts" ("n") SELECT count(*) FROM new_rows HAVING count(*) > 0;
  ELSE
    INSERT INTO "client_interaction_counts" ("n") SELECT -count(*) FROM old_rows HAVING count(*) > 0;
  END IF;
  IF random() < 1.0 / 32 AND current_setting('transaction_isolation') = 'read committed'
     AND pg_try_advisory_xact_lock(hashtext('shipdesk:client-interaction-counts')) THEN
    PERFORM "client_interaction_counts_compact"();
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
INSERT INTO "client_interaction_counts" ("n") SELECT count(*) FROM "client_interactions" HAVING count(*) > 0;--> statement-breakpoint
CREATE TRIGGER "client_interaction_counts_insert" AFTER INSERT ON "client_interactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_interaction_counts_track"();--> statement-breakpoint
CREATE TRIGGER "client_interaction_counts_delete" AFTER DELETE ON "client_interactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_interaction_counts_track"();--> statement-breakpoint
CREATE TRIGGER "client_interaction_counts_truncate" AFTER TRUNCATE ON "client_interactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_interaction_counts_track"();
