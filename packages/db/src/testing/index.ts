export * from "./constants";
export * from "./factories";
export * from "./free-port";
export * from "./test-database";
