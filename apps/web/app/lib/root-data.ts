import { useRouteLoaderData } from "react-router";
import type { loader } from "../root";

/** The root loader's data; undefined only while the root itself failed (its error boundary renders). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
