// Shared with the H5 site (decision 078); the PC pages import it from here.
export { createServerApi } from "@tousu/page-kit/server-api";
