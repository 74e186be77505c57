// Share posters (docs/decisions/043, 060): the route that answers a poster's image under its content hash,
// and the hourly clean-up of posters whose subject is no longer public.
export { POSTER_CLEANUP_JOB, posterCleanupJob } from "./poster-cleanup";
export { registerPosterRoutes } from "./routes";
