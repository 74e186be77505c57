export { seedPhone } from "./content/people";
export {
  DEFAULT_COMPLAINT_COUNT,
  isDatabaseSeeded,
  type SeedAccount,
  type SeedOptions,
  type SeedSummary,
  seedDatabase,
} from "./seed-database";
