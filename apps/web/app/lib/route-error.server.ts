// Shared with the H5 site (decision 078); the PC pages import it from here.
export { loadOrThrow, retryAfterOfError } from "@tousu/page-kit/route-error";
