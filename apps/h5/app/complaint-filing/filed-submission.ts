import { matchPath } from "react-router";
import { ACCELERATE_PATH_PATTERN } from "../lib/h5-paths";

/** What step two reads of its form's fetcher and of the app's navigation. */
export interface SubmissionView {
  fetcher: { state: "idle" | "loading" | "submitting"; formData?: FormData };
  navigation: { state: "idle" | "loading" | "submitting"; location?: { pathname: string } };
  /** The site's base path (`/h5` on the main origin, empty at the mobile origin's root). */
  basePath: string;
}

/**
 * The submission that filed a complaint, or null (decision 113). Step two's action answers a
 * refusal with its message (a 400, after which nothing is loaded again) and a filed complaint by
 * sending the visitor to its accelerate page: the form's fetcher then loads while the app goes there
 * (the navigation's address carries the site's base path). The fetcher's data is no sign: it keeps
 * an earlier refusal's answer through the redirect. A redirect elsewhere (to log in, to bind a
 * phone) files nothing.
 */
export function filedSubmission({ fetcher, navigation, basePath }: SubmissionView): FormData | null {
  if (fetcher.state !== "loading" || !fetcher.formData) return null;
  const target = navigation.state === "loading" ? navigation.location?.pathname : undefined;
  if (target === undefined || !target.startsWith(`${basePath}/`)) return null;
  return matchPath(ACCELERATE_PATH_PATTERN, target.slice(basePath.length)) ? fetcher.formData : null;
}
