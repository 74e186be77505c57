import { customType, timestamp } from "drizzle-orm/pg-core";

// Drizzle has no built-in tsvector; the column is always GENERATED, so it is only ever read.
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
