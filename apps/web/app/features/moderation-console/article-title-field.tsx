import { ARTICLE_TITLE_MAX } from "@tousu/domain";
import { Form, Input } from "antd";

/** A title is one line: a pasted line break becomes a space. */
const oneLine = (value: string | undefined) => value?.replace(/\s*[\r\n]+\s*/g, " ") ?? "";

/**
 * The article's title. Two lines that wrap, with its count below them as the summary's is: inside a
 * one-line input the count took the end of a phone-wide field, where the title's text ran into it.
 */
export function ArticleTitleField() {
  return (
    <Form.Item
      name="title"
      label="标题"
      normalize={oneLine}
      rules={[{ required: true, whitespace: true, message: "请填写标题" }]}
    >
      <Input.TextArea
        rows={2}
        maxLength={ARTICLE_TITLE_MAX}
        showCount
        onPressEnter={(event) => event.preventDefault()}
      />
    </Form.Item>
  );
}
