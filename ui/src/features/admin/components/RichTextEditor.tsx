/**
 * The posts' rich-text editor (TipTap, loaded with the admin chunk only). Its tools are the
 * tags the server keeps (`src/posts/html.rs`): paragraphs, two heading levels, bold,
 * italic, lists, quotes and links; the server sanitises whatever it receives anyway.
 */
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState, type ReactNode } from 'react';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { CONTENT_MESSAGES } from '../contentMessages';
import { LinkDialog } from './LinkDialog';

const T = CONTENT_MESSAGES.toolbar;

interface Tool {
  label: string;
  text: ReactNode;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/** Sets the link of the selection (or of the link under the caret), or removes it with ''. */
function setLink(editor: Editor, href: string) {
  const chain = editor.chain().focus().extendMarkRange('link');
  if (href === '') chain.unsetLink().run();
  else chain.setLink({ href }).run();
}

const TOOLS: Tool[] = [
  { label: T.bold, text: 'G', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: T.italic, text: 'I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: T.h2,
    text: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: T.h3,
    text: 'H3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: T.bulletList, text: '•', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: T.orderedList, text: '1.', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: T.quote, text: '«»', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

export function RichTextEditor({ label, value, onChange }: { label: string; value: string; onChange: (html: string) => void }) {
  // The link's dialog, with the address of the link under the caret (issue 58, minor 23).
  const [link, setLinkDialog] = useState<{ initial: string } | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'] },
      }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'admin-rich-text' },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  return (
    <Box>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ border: `1px solid ${palette.line}`, borderRadius: 1, bgcolor: 'background.paper' }}>
        <Box
          role="toolbar"
          aria-label={T.label}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.75, borderBottom: `1px solid ${palette.line}` }}
        >
          {TOOLS.map((tool) => (
            <ToggleButton
              key={tool.label}
              value={tool.label}
              size="small"
              aria-label={tool.label}
              title={tool.label}
              selected={editor ? tool.active(editor) : false}
              disabled={!editor}
              onChange={() => editor && tool.run(editor)}
              sx={{ minWidth: 40, py: 0.25, fontWeight: 700 }}
            >
              {tool.text}
            </ToggleButton>
          ))}
          <ToggleButton
            value="link"
            size="small"
            aria-label={T.link}
            title={T.link}
            selected={editor ? editor.isActive('link') : false}
            disabled={!editor}
            onChange={() => editor && setLinkDialog({ initial: (editor.getAttributes('link').href as string | undefined) ?? '' })}
            sx={{ minWidth: 40, py: 0.25, gap: 0.5, fontWeight: 700 }}
          >
            <LinkIcon fontSize="small" />
            {T.link}
          </ToggleButton>
        </Box>
        {link && (
          <LinkDialog
            open
            initial={link.initial}
            onCancel={() => setLinkDialog(null)}
            onDone={(href) => {
              setLinkDialog(null);
              if (editor) setLink(editor, href);
            }}
          />
        )}
        <Box
          sx={{
            px: 2,
            '& .admin-rich-text': { minHeight: 280, outline: 'none', py: 1.5 },
            '& .admin-rich-text p': { my: 1, lineHeight: 1.7 },
            '& .admin-rich-text blockquote': { m: 0, px: 2, borderLeft: `4px solid ${palette.terracotta}` },
            '& .admin-rich-text a': { color: palette.terracottaDark },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
    </Box>
  );
}
