-- The spec's fallback cost categories (FALLBACK_COST_CATEGORIES in packages/domain), in its order.
INSERT INTO "cost_categories" ("name", "sort_order") VALUES
  ('packaging', 0),
  ('ocean-freight', 1),
  ('port-charges', 2),
  ('customs', 3),
  ('insurance', 4),
  ('documentation', 5),
  ('handling', 6),
  ('storage', 7),
  ('miscellaneous', 8)
ON CONFLICT (lower("name")) DO NOTHING;
