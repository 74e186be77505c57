import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { articleDocumentExtensions } from "@tousu/contracts/article-document";
import { checkOutboundLink } from "@tousu/domain";
import { App, Button, Divider, Input, Modal, Space, Tooltip } from "antd";
import { type ReactNode, useRef, useState } from "react";
import type { UploadFile } from "../../ui/image-uploader";

// The console's article editor (decision 041). It is this module's default export so the editing page
// loads it lazily: Tiptap and ProseMirror ship in this chunk only, never on a public page.

interface ArticleRichTextProps {
  /** The document to start from (Tiptap JSON). */
  initialDocument: Record<string, unknown>;
  /** Called with the document after every change. */
  onChange(document: Record<string, unknown>): void;
  uploadImage: UploadFile;
}

function ToolButton({
  label,
  icon,
  isActive = false,
  isDisabled = false,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  isActive?: boolean;
  isDisabled?: boolean;
  onClick(): void;
}) {
  return (
    <Tooltip title={label}>
      <Button
        aria-label={label}
        aria-pressed={isActive}
        type={isActive ? "primary" : "text"}
        icon={icon}
        disabled={isDisabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}

function HeadingButton({ editor, level }: { editor: Editor; level: 2 | 3 }) {
  const isActive = useEditorState({ editor, selector: ({ editor: e }) => e.isActive("heading", { level }) });
  const name = `${level === 2 ? "二" : "三"}级标题`;
  return (
    <Tooltip title={name}>
      {/* The name starts with what the button shows (H2), so a voice command of it works. */}
      <Button
        aria-label={`H${level} ${name}`}
        aria-pressed={isActive}
        type={isActive ? "primary" : "text"}
        onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
      >
        H{level}
      </Button>
    </Tooltip>
  );
}

function Toolbar({ editor, uploadImage }: { editor: Editor; uploadImage: UploadFile }) {
  const { message } = App.useApp();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      strike: e.isActive("strike"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();

  const applyLink = () => {
    const address = (linkDraft ?? "").trim();
    if (address === "") {
      chain().extendMarkRange("link").unsetLink().run();
    } else if (address.startsWith("/") && !address.startsWith("//")) {
      chain().extendMarkRange("link").setLink({ href: address }).run();
    } else {
      const checked = checkOutboundLink(address);
      if (!checked.ok) {
        message.error(checked.message);
        return;
      }
      chain().extendMarkRange("link").setLink({ href: checked.href }).run();
    }
    setLinkDraft(null);
  };

  const insertImage = async (file: File) => {
    setIsUploading(true);
    try {
      const src = await uploadImage(file, () => undefined, new AbortController().signal);
      chain().setImage({ src, alt: "" }).run();
    } catch (error) {
      message.error(error instanceof Error && error.message ? error.message : "图片上传失败，请重试");
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <div
      role="toolbar"
      aria-label="正文格式"
      className="flex flex-wrap items-center gap-1 border-b border-gray-200 p-1"
    >
      <HeadingButton editor={editor} level={2} />
      <HeadingButton editor={editor} level={3} />
      <ToolButton
        label="加粗"
        icon={<BoldOutlined />}
        isActive={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label="斜体"
        icon={<ItalicOutlined />}
        isActive={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label="删除线"
        icon={<StrikethroughOutlined />}
        isActive={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label="无序列表"
        icon={<UnorderedListOutlined />}
        isActive={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="有序列表"
        icon={<OrderedListOutlined />}
        isActive={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tooltip title="引用">
        <Button
          aria-label="引用"
          aria-pressed={state.blockquote}
          type={state.blockquote ? "primary" : "text"}
          onClick={() => chain().toggleBlockquote().run()}
        >
          “”
        </Button>
      </Tooltip>
      <Divider orientation="vertical" />
      <ToolButton
        label="链接"
        icon={<LinkOutlined />}
        isActive={state.link}
        onClick={() => setLinkDraft((editor.getAttributes("link").href as string | undefined) ?? "")}
      />
      <ToolButton
        label={isUploading ? "图片上传中" : "插入图片"}
        icon={<PictureOutlined />}
        isDisabled={isUploading}
        onClick={() => fileInput.current?.click()}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label="选择要插入的图片"
        style={{ display: "none" }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void insertImage(file);
        }}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label="撤销"
        icon={<UndoOutlined />}
        isDisabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label="重做"
        icon={<RedoOutlined />}
        isDisabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <Modal
        title="链接"
        open={linkDraft !== null}
        okText="确定"
        cancelText="取消"
        onOk={applyLink}
        onCancel={() => setLinkDraft(null)}
        destroyOnHidden
      >
        <Space direction="vertical" className="w-full">
          <Input
            aria-label="链接地址"
            placeholder="https:// 开头的网址，或本站路径如 /tousu/1；留空即去掉链接"
            value={linkDraft ?? ""}
            onChange={(event) => setLinkDraft(event.target.value)}
            onPressEnter={applyLink}
            autoFocus
          />
        </Space>
      </Modal>
    </div>
  );
}

export default function ArticleRichText({ initialDocument, onChange, uploadImage }: ArticleRichTextProps) {
  const editor = useEditor({
    extensions: articleDocumentExtensions,
    content: initialDocument,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": "文章正文",
        class: "article-body min-h-[360px] px-4 py-3 outline-none",
      },
    },
    onUpdate: ({ editor: updated }) => onChange(updated.getJSON() as Record<string, unknown>),
  });
  if (!editor) return <div className="min-h-[400px]" aria-busy="true" />;
  return (
    <div className="rounded border border-gray-300 bg-white focus-within:border-brand-600">
      <Toolbar editor={editor} uploadImage={uploadImage} />
      <EditorContent editor={editor} />
    </div>
  );
}
