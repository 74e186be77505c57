export { seedPhone } from "./content/people";
export { DEMO_PHONES } from "./population";
export {
  DEFAULT_COMPLAINT_COUNT,
  isDatabaseSeeded,
  type SeedAccount,
  type SeedOptions,
  type SeedSummary,
  seedDatabase,
} from "./seed-database";
