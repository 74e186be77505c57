export * from "./constants";
export * from "./factories";
export * from "./test-database";
