// Mini-program codes (decision 044): the scene table, the codes stored in object storage, the routes.
export { codeFor, codeVersion, type StoredMiniProgramCode } from "./code-images";
export { registerGoodsCodeRoutes, registerMiniProgramCodeRoutes } from "./routes";
