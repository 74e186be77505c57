// Share posters (docs/decisions/043): the route that answers a poster's image under its content hash.
export { registerPosterRoutes } from "./routes";
