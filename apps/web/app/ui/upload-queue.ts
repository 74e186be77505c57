import { type AcceptCandidate, isAccepted } from "./accept-file";

/** Upload file states (docs/product/entities.md#upload-files). */
export type UploadStatus = "ready" | "uploading" | "success" | "fail";

export interface UploadItem {
  uid: string;
  name: string;
  status: UploadStatus;
  /** 0–100 while uploading, 100 once done. */
  percent: number;
  /** Where the uploaded file lives, once it does. */
  url: string | null;
}

export type UploadEvent =
  | { type: "add"; files: { uid: string; name: string }[] }
  | { type: "start"; uid: string }
  | { type: "progress"; uid: string; percent: number }
  | { type: "success"; uid: string; url: string }
  | { type: "fail"; uid: string }
  | { type: "remove"; uid: string };

function patch(items: UploadItem[], uid: string, change: (item: UploadItem) => UploadItem): UploadItem[] {
  return items.map((item) => (item.uid === uid ? change(item) : item));
}

/** Files already uploaded (a restored draft) as the list starts. */
export function uploadedItems(urls: readonly string[]): UploadItem[] {
  return urls.map((url, index) => ({
    uid: `uploaded-${index}-${url}`,
    name: url,
    status: "success",
    percent: 100,
    url,
  }));
}

/**
 * The file list through its states: ready → uploading (with progress) → success, or fail, and a failed
 * file leaves the list (docs/product/entities.md#upload-files). Events for a file no longer listed (removed while uploading) change nothing.
 */
export function uploadQueueReducer(items: UploadItem[], event: UploadEvent): UploadItem[] {
  switch (event.type) {
    case "add":
      return [
        ...items,
        ...event.files.map(({ uid, name }) => ({
          uid,
          name,
          status: "ready" as const,
          percent: 0,
          url: null,
        })),
      ];
    case "start":
      return patch(items, event.uid, (item) =>
        item.status === "ready" ? { ...item, status: "uploading", percent: 0 } : item,
      );
    case "progress":
      return patch(items, event.uid, (item) =>
        item.status === "uploading"
          ? { ...item, percent: Math.min(100, Math.max(item.percent, Math.round(event.percent))) }
          : item,
      );
    case "success":
      return patch(items, event.uid, (item) =>
        item.status === "uploading" ? { ...item, status: "success", percent: 100, url: event.url } : item,
      );
    case "fail":
    case "remove":
      return items.filter((item) => item.uid !== event.uid);
  }
}

export interface AddPlan<F> {
  /** Files to upload now. */
  accepted: F[];
  /** Files of a type the accept list refuses. */
  refused: F[];
  /**
   * The count limit would be passed: nothing is added and the exceed callback fires
   * (docs/product/validation.md#uploads).
   */
  isOverLimit: boolean;
}

/**
 * What happens to files picked or dropped: the accept list filters them (docs/product/validation.md#uploads), then the count limit
 * (when set) decides whether they fit beside the `listed` ones — all of them, or none, so the user
 * chooses which to leave out rather than the order they happened to be in.
 */
export function planAdd<F extends AcceptCandidate>(
  listed: number,
  files: readonly F[],
  { accept, limit }: { accept?: string; limit?: number },
): AddPlan<F> {
  const accepted = files.filter((file) => isAccepted(file, accept));
  const refused = files.filter((file) => !accepted.includes(file));
  if (limit !== undefined && listed + accepted.length > limit)
    return { accepted: [], refused, isOverLimit: true };
  return { accepted, refused, isOverLimit: false };
}

/** The message for a passed count limit. */
export function limitMessage(limit: number): string {
  return `最多上传${limit}张图片`;
}
