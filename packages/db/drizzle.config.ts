import { defineConfig } from "drizzle-kit";

// Column names are spelled out in the schema (snake_case), so no casing option is needed
// here or in the drizzle() connection factory.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema/index.ts",
  out: "./drizzle",
  strict: true,
});
