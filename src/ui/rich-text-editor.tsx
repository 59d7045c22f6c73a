'use client';
/**
 * Rich text input (TipTap) limited to what the server keeps (spec §5 allow-list: bold, italic,
 * paragraphs, lists, headings, links); the server sanitizes again. No images.
 * Value in and out is HTML.
 */
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

export function RichTextEditor({
  label,
  value,
  onChange,
  labels,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  labels: { bold: string; italic: string; bulletList: string; orderedList: string; heading: string };
}) {
  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-label': label,
        class:
          'min-h-32 px-3 py-2 focus:outline-none [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-5 [&_ol]:pl-5 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const button = (text: string, active: boolean, run: () => void) => (
    <button
      type="button"
      aria-pressed={active}
      onClick={run}
      className={`rounded px-2 py-1 text-sm ${active ? 'bg-brand-100 font-bold text-brand-800' : 'hover:bg-slate-100'}`}
    >
      {text}
    </button>
  );
  return (
    <div className="text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      <div className="rounded-lg border border-slate-300 bg-white">
        {editor && (
          // Wraps on a phone: five buttons are wider than a 390 px form (issue 13 §3).
          <div
            className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
            role="toolbar"
            aria-label={label}
          >
            {button(labels.bold, editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
            {button(labels.italic, editor.isActive('italic'), () =>
              editor.chain().focus().toggleItalic().run(),
            )}
            {button(labels.heading, editor.isActive('heading', { level: 3 }), () =>
              editor.chain().focus().toggleHeading({ level: 3 }).run(),
            )}
            {button(labels.bulletList, editor.isActive('bulletList'), () =>
              editor.chain().focus().toggleBulletList().run(),
            )}
            {button(labels.orderedList, editor.isActive('orderedList'), () =>
              editor.chain().focus().toggleOrderedList().run(),
            )}
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
