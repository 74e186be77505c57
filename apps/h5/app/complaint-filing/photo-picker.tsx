import { COMPLAINT_IMAGES_MAX } from "@tousu/domain";
import { postFile } from "@tousu/page-kit/post-file";
import { useId, useRef, useState } from "react";
import { FieldError } from "../ui/field-error";
import { compressPhoto } from "./compress-photo";
import { callFilingService, useFilingServiceHref } from "./filing-service";
import { useIsHydrated } from "./use-is-hydrated";

interface Pending {
  key: number;
  name: string;
  /** Null while the photo is being shrunk, then the upload's progress. */
  percent: number | null;
  error?: string;
  controller: AbortController;
}

/** The stored file's address: the image host answers it, an S3-style bucket answers nothing. */
function uploadedUrl(body: unknown, urlPrefix: string, keyPrefix: string, key: string): string {
  const url = (body as { data?: { url?: unknown } } | null)?.data?.url;
  return typeof url === "string" && url ? url : urlPrefix + key.slice(keyPrefix.length);
}

interface PhotoPickerProps {
  images: readonly string[];
  error?: string;
  onChange(images: string[]): void;
  /** What the photos are (the legend, and each photo's name), and what the hint says they are for. */
  label?: string;
  hint?: string;
  limit?: number;
}

let nextKey = 0;

/**
 * Evidence photos from the camera or the album, shrunk in the browser (`compressPhoto`) and each
 * posted straight to storage on a fresh signed policy, as the PC uploader does
 * (docs/product/api.md#uploading-a-file), with progress, a retry by picking again, and remove.
 */
export function PhotoPicker({
  images,
  error,
  onChange,
  label = "凭证图片",
  hint = "订单截图、聊天记录、商品照片等",
  limit = COMPLAINT_IMAGES_MAX,
}: PhotoPickerProps) {
  const id = useId();
  const serviceHref = useFilingServiceHref();
  const [pending, setPending] = useState<Pending[]>([]);
  const latest = useRef(images);
  latest.current = images;
  const room = limit - images.length - pending.filter((item) => !item.error).length;

  function patch(key: number, change: Partial<Pending>) {
    setPending((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  async function upload(file: File, item: Pending) {
    try {
      const photo = await compressPhoto(file);
      patch(item.key, { percent: 0 });
      const { sign, error: signError } = await callFilingService(
        serviceHref,
        { intent: "sign" },
        item.controller.signal,
      );
      if (!sign) throw new Error(signError ?? "上传失败，请重试");
      if (!sign.accept.includes(photo.type)) throw new Error("仅支持 JPG、PNG、WebP、GIF 图片");
      if (photo.size > sign.maxBytes) {
        throw new Error(`文件大小不能超过${Math.floor((sign.maxBytes / (1024 * 1024)) * 10) / 10}MB`);
      }
      const body = await postFile({
        url: sign.host,
        file: photo,
        fields: { ...sign.fields, "Content-Type": photo.type },
        onProgress: (percent) => patch(item.key, { percent }),
        signal: item.controller.signal,
      });
      const answer = body as { code?: unknown; msg?: unknown } | null;
      if (typeof answer?.code === "number" && answer.code !== 200) {
        throw new Error(typeof answer.msg === "string" && answer.msg ? answer.msg : "上传失败，请重试");
      }
      onChange([...latest.current, uploadedUrl(body, sign.urlPrefix, sign.keyPrefix, sign.key)]);
      setPending((current) => current.filter((other) => other.key !== item.key));
    } catch (failure) {
      if (item.controller.signal.aborted) return;
      patch(item.key, { error: failure instanceof Error ? failure.message : "上传失败，请重试" });
    }
  }

  function pick(files: FileList | null) {
    const chosen = [...(files ?? [])].slice(0, Math.max(0, room));
    const added = chosen.map((file) => ({
      key: nextKey++,
      name: file.name,
      percent: null,
      controller: new AbortController(),
    }));
    setPending((current) => [...current, ...added]);
    chosen.forEach((file, index) => {
      const item = added[index];
      if (item) void upload(file, item);
    });
  }

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="text-sm font-medium text-gray-800">{label}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
        {hint}，最多{limit}张，上传前会自动压缩。
      </p>
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {images.map((url, index) => (
          <li key={url} className="relative aspect-square overflow-hidden rounded-lg bg-gray-100">
            <img src={url} alt={`${label}${index + 1}`} className="size-full object-cover" />
            <button
              type="button"
              onClick={() => onChange(images.filter((other) => other !== url))}
              className="absolute top-0 right-0 flex size-11 items-start justify-end p-1"
            >
              <span className="flex size-6 items-center justify-center rounded-full bg-gray-900/70 text-sm text-white">
                ×
              </span>
              <span className="sr-only">
                删除{label}
                {index + 1}
              </span>
            </button>
          </li>
        ))}
        {pending.map((item) => (
          <li
            key={item.key}
            className="relative flex aspect-square flex-col items-center justify-center gap-1 rounded-lg bg-gray-100 p-2 text-center"
          >
            {item.error ? (
              <p role="alert" className="text-xs leading-4 break-words text-brand-700">
                {item.error}
              </p>
            ) : item.percent === null ? (
              <p role="status" className="text-xs text-gray-700">
                正在压缩…
              </p>
            ) : (
              <>
                <progress
                  value={Math.round(item.percent)}
                  max={100}
                  aria-label={`正在上传 ${item.name}`}
                  className="h-1.5 w-4/5 accent-brand-600"
                />
                <span className="text-xs text-gray-700">{Math.round(item.percent)}%</span>
              </>
            )}
            <button
              type="button"
              onClick={() => {
                item.controller.abort();
                setPending((current) => current.filter((other) => other.key !== item.key));
              }}
              className="absolute top-0 right-0 flex size-11 items-start justify-end p-1"
            >
              <span className="flex size-6 items-center justify-center rounded-full bg-gray-900/70 text-sm text-white">
                ×
              </span>
              <span className="sr-only">
                {item.error ? "移除" : "取消上传"} {item.name}
              </span>
            </button>
          </li>
        ))}
        {room > 0 ? (
          <>
            <li>
              <label className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-gray-400 bg-white text-sm text-gray-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
                <span aria-hidden="true" className="text-2xl leading-none">
                  ⊕
                </span>
                拍照
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  className="sr-only"
                  onChange={(event) => {
                    pick(event.target.files);
                    event.target.value = "";
                  }}
                />
              </label>
            </li>
            <li>
              <label className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-gray-400 bg-white text-sm text-gray-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
                <span aria-hidden="true" className="text-2xl leading-none">
                  ▦
                </span>
                从相册选择
                <input
                  type="file"
                  accept="image/*"
                  multiple
                  className="sr-only"
                  onChange={(event) => {
                    pick(event.target.files);
                    event.target.value = "";
                  }}
                />
              </label>
            </li>
          </>
        ) : null}
      </ul>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/**
 * Photos sent with a form as the PC forms send them: picked and uploaded by the picker, their
 * addresses posted as `images`. Uploading needs scripts, as on the PC site; without them the form
 * still sends its text.
 */
export function PhotoFields({
  initial,
  ...picker
}: { initial: string[] } & Omit<PhotoPickerProps, "images" | "onChange">) {
  const isHydrated = useIsHydrated();
  const [images, setImages] = useState(initial);
  if (!isHydrated) return null;
  return (
    <>
      <PhotoPicker images={images} onChange={setImages} {...picker} />
      {images.map((url) => (
        <input key={url} type="hidden" name="images" value={url} />
      ))}
    </>
  );
}
