import { STAFF_NOTE_MAX, STAFF_REASON_MIN } from "@tousu/domain";
import { Button, type ButtonProps, Input, Modal, Select, Space } from "antd";
import { useState } from "react";

export interface ReasonChoice {
  value: string;
  label: string;
}

interface ReasonButtonProps {
  /** The button's text; the dialog's title unless `title` is given. */
  label: string;
  title?: string;
  placeholder?: string;
  /** Fewest characters the text needs; 0 makes it an optional note. */
  minLength?: number;
  /** When given, one must be picked (a reason code) besides the text. */
  choices?: readonly ReasonChoice[];
  choicePlaceholder?: string;
  buttonProps?: ButtonProps;
  /** Resolves true when the server accepted, which closes the dialog. */
  onSubmit(text: string, choice: string | undefined): Promise<boolean>;
}

/** A button that asks why before a staff action is sent; the staff log keeps the answer. */
export function ReasonButton({
  label,
  title,
  placeholder,
  minLength = STAFF_REASON_MIN,
  choices,
  choicePlaceholder = "请选择原因",
  buttonProps,
  onSubmit,
}: ReasonButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState("");
  const [choice, setChoice] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  const trimmed = text.trim();
  const isComplete = trimmed.length >= minLength && (choices === undefined || choice !== undefined);

  async function submit() {
    if (!isComplete) return;
    setIsSending(true);
    const accepted = await onSubmit(trimmed, choice).finally(() => setIsSending(false));
    if (accepted) {
      setIsOpen(false);
      setText("");
      setChoice(undefined);
    }
  }

  return (
    <>
      <Button {...buttonProps} onClick={() => setIsOpen(true)}>
        {label}
      </Button>
      <Modal
        title={title ?? label}
        open={isOpen}
        okText="确定"
        cancelText="取消"
        confirmLoading={isSending}
        okButtonProps={{ disabled: !isComplete }}
        onOk={submit}
        onCancel={() => setIsOpen(false)}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: "100%" }}>
          {choices ? (
            <Select
              aria-label={choicePlaceholder}
              style={{ width: "100%" }}
              placeholder={choicePlaceholder}
              value={choice}
              onChange={setChoice}
              options={choices.map(({ value, label: choiceLabel }) => ({ value, label: choiceLabel }))}
            />
          ) : null}
          <Input.TextArea
            autoFocus={choices === undefined}
            rows={3}
            maxLength={STAFF_NOTE_MAX}
            showCount
            value={text}
            placeholder={
              placeholder ??
              (minLength === 0 ? "备注（选填）" : `请填写原因（至少${minLength}个字），将记入操作日志`)
            }
            onChange={(event) => setText(event.target.value)}
          />
        </Space>
      </Modal>
    </>
  );
}
