// The brand lookup's public surface: the brand lists that filing and the complaint lists offer.
export { listBrands, searchBrands } from "./find-brands";
export { registerBrandLookupRoutes } from "./routes";
