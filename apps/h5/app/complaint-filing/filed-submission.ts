import { matchPath } from "react-router";
import { ACCELERATE_PATH_PATTERN } from "../lib/h5-paths";

/** What step two reads of its form's fetcher and of the app's navigation. */
export interface SubmissionView {
  fetcher: { state: "idle" | "loading" | "submitting"; data: unknown; formData?: FormData };
  navigation: { state: "idle" | "loading" | "submitting"; location?: { pathname: string } };
}

/**
 * The submission that filed a complaint, or null (decision 113). Step two's action answers a
 * refusal with its message and a filed complaint by sending the visitor to its accelerate page: the
 * form's fetcher then loads without an answer while the app goes there. A redirect elsewhere (to log
 * in, to bind a phone) files nothing.
 */
export function filedSubmission({ fetcher, navigation }: SubmissionView): FormData | null {
  if (fetcher.state !== "loading" || fetcher.data !== undefined || !fetcher.formData) return null;
  const target = navigation.state === "loading" ? navigation.location?.pathname : undefined;
  return target !== undefined && matchPath(ACCELERATE_PATH_PATTERN, target) ? fetcher.formData : null;
}
