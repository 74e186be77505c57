export const TEMPLATE_DATABASE = "tousu_test_template";
export const TEST_PII_SECRET = "test-pii-secret-not-for-production-000000";
export const TEST_SEED_COMPLAINTS = 400;
/** A fixed clock so seeded dates, and the tests reading them, never drift. */
export const TEST_SEED_NOW = new Date("2026-06-01T04:00:00Z");
/** The seeded demo accounts' phones (README "Demo accounts"), for tests that act as one of them. */
export { DEMO_PHONES } from "../seed/population";
