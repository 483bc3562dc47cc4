ALTER TABLE "cost_items" ADD COLUMN "client_description" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Every line gets the text a client reads. A line priced from a rate card (its supplier is the card's carrier
-- and its description '{carrier} {mode} {origin}-{destination}: {break and rates}') gets its category, lane and
-- chargeable weight, or its surcharge's name, without carrier, break or rate; any other line its category and
-- description, as `defaultClientDescription` (packages/domain/src/cost-lines/client-description.ts) words it.
WITH line AS (
  SELECT
    ci.id,
    btrim(ci.description) AS description,
    cc.name AS category,
    CASE
      WHEN cc.name IS NULL THEN ''
      WHEN cc.name ~ '^[a-z0-9-]+$' THEN
        upper(left(btrim(regexp_replace(cc.name, '-+', ' ', 'g')), 1))
          || substr(btrim(regexp_replace(cc.name, '-+', ' ', 'g')), 2)
      ELSE btrim(cc.name)
    END AS label,
    q.chargeable_weight,
    CASE WHEN ci.supplier <> '' AND starts_with(ci.description, ci.supplier || ' ') THEN
      regexp_match(
        substr(ci.description, length(ci.supplier) + 2),
        '^(?:Air|Express|Road|Rail|Sea LCL|Sea FCL) ([A-Z0-9]+)-([A-Z0-9]+): (.*)$'
      )
    END AS card
  FROM cost_items ci
  JOIN quotations q ON q.id = ci.quotation_id
  LEFT JOIN cost_categories cc ON cc.id = ci.category_id
)
UPDATE cost_items SET client_description = left(
  CASE
    WHEN line.card IS NOT NULL AND line.category = 'surcharges' AND line.card[3] = 'fixed charge' THEN
      'Fixed charge ' || line.card[1] || '–' || line.card[2]
    WHEN line.card IS NOT NULL AND line.category = 'surcharges' THEN
      coalesce(substring(line.card[3] FROM '^(.*) \([^()]*\)$'), 'Surcharge') || ' ' || line.card[1] || '–' || line.card[2]
    WHEN line.card IS NOT NULL THEN
      line.label || ' ' || line.card[1] || '–' || line.card[2]
        || CASE WHEN line.card[3] LIKE '%kg break:%' AND line.chargeable_weight > 0
          THEN ', ' || rtrim(to_char(line.chargeable_weight, 'FM999,999,999,990.999'), '.') || ' kg chargeable'
          ELSE '' END
    WHEN line.label = '' THEN line.description
    WHEN line.description = '' THEN line.label
    WHEN strpos(lower(line.description), lower(line.label)) > 0 THEN line.description
    ELSE line.label || ': ' || line.description
  END,
  500
)
FROM line
WHERE line.id = cost_items.id;
--> statement-breakpoint
ALTER TABLE "cost_items" ALTER COLUMN "client_description" DROP DEFAULT;
