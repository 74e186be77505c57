import { useId } from "react";

interface ConsentsProps {
  isMedia: boolean;
  onMediaChange(isMedia: boolean): void;
  isCoManagement: boolean;
  onCoManagementChange(isCoManagement: boolean): void;
}

/** What the complainant allows: media coverage, and the platform working the case with the company. */
export function Consents({ isMedia, onMediaChange, isCoManagement, onCoManagementChange }: ConsentsProps) {
  return (
    <fieldset className="space-y-3 border-t border-gray-100 pt-6">
      <legend className="sr-only">授权</legend>
      <Consent
        label="同意媒体关注报道此投诉"
        description="媒体可就此投诉联系你或公开报道，有助于推动问题解决。"
        checked={isMedia}
        onChange={onMediaChange}
      />
      <Consent
        label="同意平台协同商家处理"
        description="平台可将投诉转交商家并协调双方沟通处理。"
        checked={isCoManagement}
        onChange={onCoManagementChange}
      />
    </fieldset>
  );
}

function Consent({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-description`}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {label}
        </label>
        <p id={`${id}-description`} className="text-xs leading-5 text-gray-600">
          {description}
        </p>
      </div>
    </div>
  );
}
