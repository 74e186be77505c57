import { COMPLAINT_IMAGES_MAX } from "@tousu/domain";
import { type ChangeEvent, type DragEvent, useEffect, useId, useReducer, useRef, useState } from "react";
import { useImageUrl } from "../lib/use-image-url";
import { cx } from "./cx";
import { FieldError, RequiredMark } from "./field";
import { CloseIcon } from "./icons";
import { limitMessage, planAdd, type UploadItem, uploadedItems, uploadQueueReducer } from "./upload-queue";

/**
 * Sends one file and answers where it now lives. Reports progress in percent; rejects with an Error whose
 * message the user may read (see `postFile`).
 */
export type UploadFile = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<string>;

interface ImageUploaderProps {
  label: string;
  hint?: string;
  error?: string;
  isRequired?: boolean;
  /** URLs of the images uploaded so far; the list starts from them. */
  value: readonly string[];
  onValueChange(urls: string[]): void;
  upload: UploadFile;
  /**
   * The file input's accept list; dropped files are filtered by it too (docs/product/validation.md#uploads).
   */
  accept?: string;
  /**
   * Most images allowed; adding past it fires `onExceed` and adds none (docs/product/validation.md#uploads).
   */
  limit?: number;
  onExceed?(files: File[]): void;
  className?: string;
}

let nextUid = 0;

/**
 * Evidence images: pick or drop files, each uploads at once with its progress shown, a failed one leaves
 * the list with its reason announced (docs/product/entities.md#upload-files). The list logic is `uploadQueueReducer`.
 */
export function ImageUploader({
  label,
  hint,
  error,
  isRequired,
  value,
  onValueChange,
  upload,
  accept = "image/jpeg,image/png,image/webp",
  limit = COMPLAINT_IMAGES_MAX,
  onExceed,
  className,
}: ImageUploaderProps) {
  const id = useId();
  const [items, dispatch] = useReducer(uploadQueueReducer, value, uploadedItems);
  const [notice, setNotice] = useState<string>();
  const [isDragging, setIsDragging] = useState(false);
  const previews = useRef(new Map<string, string>());
  const uploads = useRef(new Map<string, AbortController>());
  const reportChange = useRef(onValueChange);
  useEffect(() => {
    reportChange.current = onValueChange;
  });

  const urls = items.flatMap((item) => (item.status === "success" && item.url ? [item.url] : []));
  const urlsKey = urls.join("\n");
  const valueKey = value.join("\n");
  // The owner hears of the uploaded list whenever it changes: an upload finished or an image was removed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the two lists.
  useEffect(() => {
    if (urlsKey !== valueKey) reportChange.current(urls);
  }, [urlsKey]);

  useEffect(() => {
    const running = uploads.current;
    const objectUrls = previews.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const objectUrl of objectUrls.values()) URL.revokeObjectURL(objectUrl);
    };
  }, []);

  function forget(uid: string) {
    uploads.current.get(uid)?.abort();
    uploads.current.delete(uid);
    const objectUrl = previews.current.get(uid);
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    previews.current.delete(uid);
  }

  async function send(uid: string, file: File) {
    const controller = new AbortController();
    uploads.current.set(uid, controller);
    dispatch({ type: "start", uid });
    try {
      const url = await upload(
        file,
        (percent) => dispatch({ type: "progress", uid, percent }),
        controller.signal,
      );
      dispatch({ type: "success", uid, url });
    } catch (failure) {
      if (controller.signal.aborted) return;
      forget(uid);
      dispatch({ type: "fail", uid });
      setNotice(`「${file.name}」上传失败：${failure instanceof Error ? failure.message : "请重试"}`);
    } finally {
      uploads.current.delete(uid);
    }
  }

  function add(files: File[]) {
    if (files.length === 0) return;
    const plan = planAdd(items.length, files, { accept, limit });
    if (plan.isOverLimit) {
      onExceed?.(files);
      setNotice(limitMessage(limit));
      return;
    }
    setNotice(
      plan.refused.length > 0
        ? `「${plan.refused.map((file) => file.name).join("」「")}」格式不支持`
        : undefined,
    );
    const added = plan.accepted.map((file) => ({ uid: `upload-${nextUid++}`, name: file.name, file }));
    for (const { uid, file } of added) previews.current.set(uid, URL.createObjectURL(file));
    dispatch({ type: "add", files: added });
    for (const { uid, file } of added) void send(uid, file);
  }

  function remove(item: UploadItem) {
    forget(item.uid);
    dispatch({ type: "remove", uid: item.uid });
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    add(Array.from(event.target.files ?? []));
    // The same file picked again after a failure must fire change again.
    event.target.value = "";
  }

  function onDrop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    setIsDragging(false);
    add(Array.from(event.dataTransfer.files));
  }

  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const noticeId = `${id}-notice`;
  return (
    // The fieldset names the whole uploader and is where files may be dropped.
    <fieldset
      className={className}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
    >
      <legend id={`${id}-label`} className="mb-1.5 text-sm font-medium text-gray-800">
        {isRequired ? <RequiredMark isAnnounced /> : null}
        {label}
      </legend>
      <div
        className={cx(
          "rounded-lg border border-dashed p-3 transition-colors",
          isDragging ? "border-brand-600 bg-brand-50" : "border-gray-300 bg-gray-50/60",
        )}
      >
        <ul className="flex flex-wrap gap-3">
          {items.map((item) => (
            <UploadTile
              key={item.uid}
              item={item}
              preview={previews.current.get(item.uid)}
              onRemove={remove}
            />
          ))}
          <li>
            <label
              className={cx(
                "flex size-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-gray-300 bg-white text-gray-600 transition-colors hover:border-brand-600 hover:text-brand-700",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
              )}
            >
              <input
                id={id}
                type="file"
                multiple
                accept={accept}
                onChange={onPick}
                aria-labelledby={`${id}-label ${id}-add`}
                aria-describedby={cx(hintId, errorId, notice ? noticeId : undefined)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              <span id={`${id}-add`} className="text-xs">
                添加图片
              </span>
            </label>
          </li>
        </ul>
        <p id={hintId} className="mt-2 text-xs leading-5 text-gray-600">
          {hint ? `${hint} ` : null}可拖拽图片到此处，已添加{items.length}张，最多{limit}张
        </p>
      </div>
      {/* Always present so its messages are announced when they appear. */}
      <p id={noticeId} role="status" className="mt-1.5 min-h-0 text-sm text-brand-700 empty:hidden">
        {notice}
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function UploadTile({
  item,
  preview,
  onRemove,
}: {
  item: UploadItem;
  preview: string | undefined;
  onRemove(item: UploadItem): void;
}) {
  const imageUrl = useImageUrl();
  const src = preview ?? imageUrl(item.url);
  const isUploading = item.status !== "success";
  return (
    <li className="relative size-24 overflow-hidden rounded-md border border-gray-200 bg-white">
      {src ? (
        <img src={src} alt={item.name} width={96} height={96} className="size-full object-cover" />
      ) : null}
      {isUploading ? (
        <div className="absolute inset-x-0 bottom-0 bg-gray-950/60 px-2 py-1.5">
          <div
            role="progressbar"
            aria-label={`${item.name} 上传进度`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.percent}
            className="h-1.5 overflow-hidden rounded-full bg-white/30"
          >
            <div
              className="h-full rounded-full bg-white transition-[width]"
              style={{ width: `${item.percent}%` }}
            />
          </div>
          <p aria-hidden="true" className="mt-0.5 text-center text-[11px] leading-4 text-white tabular-nums">
            {item.status === "ready" ? "等待上传" : `${item.percent}%`}
          </p>
        </div>
      ) : null}
      <button
        type="button"
        onClick={() => onRemove(item)}
        className="absolute top-1 right-1 rounded-full bg-gray-950/60 p-1 text-xs text-white hover:bg-gray-950/80"
      >
        <CloseIcon />
        <span className="sr-only">删除图片 {item.name}</span>
      </button>
    </li>
  );
}
