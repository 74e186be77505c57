-- Quotes move from yuan (numeric, two decimals) to integer fen; the yuan column is dropped next.
UPDATE "entrustments" SET "quote_fen" = round("quote_yuan" * 100)::integer WHERE "quote_yuan" IS NOT NULL;
