import { PAGE_NOT_FOUND_MESSAGE } from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import type { Route } from "./+types/not-found";

/**
 * An address of the H5 site no page claims (PC paths never get here: apps/server answers them): the
 * 404 with 100 random articles and complaints, as on the PC site.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrThrow(() =>
    createServerApi(request, context).pageNotFound(PAGE_NOT_FOUND_MESSAGE, request.signal),
  );
}

export default function NotFound() {
  return null;
}
