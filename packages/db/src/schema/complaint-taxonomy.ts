import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { attributeInputType } from "./enums";

// The type tree a complainant walks through: type → subtype → problems and attributes.
export const complaintTypes = pgTable("complaint_types", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique(),
  iconUrl: text("icon_url"),
  sort: integer("sort").notNull().default(0),
});

export const complaintSubtypes = pgTable(
  "complaint_subtypes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    typeId: integer("type_id")
      .notNull()
      .references(() => complaintTypes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("complaint_subtypes_type_id_idx").on(t.typeId, t.sort)],
);

export const problems = pgTable(
  "problems",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    subtypeId: integer("subtype_id")
      .notNull()
      .references(() => complaintSubtypes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    explain: text("explain"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("problems_subtype_id_idx").on(t.subtypeId, t.sort)],
);

// What the complainant asks for (退款, 赔偿 …); one list for every subtype.
export const appeals = pgTable("appeals", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique(),
  sort: integer("sort").notNull().default(0),
});

// Extra fields a subtype asks for (订单号, 购买日期 …); each required one needs a value
// (docs/product/validation.md#required-attributes).
export const attributes = pgTable(
  "attributes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    subtypeId: integer("subtype_id")
      .notNull()
      .references(() => complaintSubtypes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isRequired: boolean("is_required").notNull().default(false),
    inputType: attributeInputType("input_type").notNull().default("text"),
    options: text("options").array(),
    placeholder: text("placeholder"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("attributes_subtype_id_idx").on(t.subtypeId, t.sort)],
);
