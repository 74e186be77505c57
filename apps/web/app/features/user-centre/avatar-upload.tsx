import { editUser } from "@tousu/contracts";
import { type ChangeEvent, useMemo, useRef, useState } from "react";
import { useApi } from "../../shared/session/api-context";
import { useUserStore } from "../../shared/session/user-store";
import { createEvidenceUpload } from "../../shared/upload/upload-evidence";
import { UserAvatar } from "../../ui/user-avatar";

/**
 * The avatar with a "change" control: the picked image goes through the signed upload flow (scene
 * avatar), then PUT /user/edit stores its URL and the store's member — the header too — shows it.
 */
export function AvatarUpload({ avatar }: { avatar: string }) {
  const loadApi = useApi();
  const upload = useMemo(() => createEvidenceUpload(loadApi, "avatar"), [loadApi]);
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ kind: "busy" | "error"; message: string } | null>(null);

  async function change(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setStatus({ kind: "busy", message: "头像上传中…" });
    try {
      const url = await upload(file, () => undefined, new AbortController().signal);
      const api = await loadApi();
      const result = await api.request(editUser, { body: { avatar: url }, quiet: true });
      if (!result.ok) {
        setStatus({ kind: "error", message: result.msg });
        return;
      }
      useUserStore.getState().setMemberInfo(result.data);
      setStatus(null);
    } catch (error) {
      setStatus({ kind: "error", message: error instanceof Error ? error.message : "上传失败，请重试" });
    }
  }

  return (
    <div className="flex flex-col items-center gap-2">
      <UserAvatar src={avatar} size={80} alt="我的头像" className="ring-4 ring-gray-50" />
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={change}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
      />
      <button
        type="button"
        disabled={status?.kind === "busy"}
        onClick={() => inputRef.current?.click()}
        className="text-xs text-gray-600 hover:text-brand-700"
      >
        更换头像
      </button>
      <p
        aria-live="polite"
        className={status?.kind === "error" ? "max-w-40 text-xs text-brand-700" : "text-xs text-gray-600"}
      >
        {status?.message}
      </p>
    </div>
  );
}
