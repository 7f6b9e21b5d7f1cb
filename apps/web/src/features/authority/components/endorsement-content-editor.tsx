import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import { useEffect } from 'react';
import { richTextExtensions } from '../lib/rich-text-extensions.ts';

interface EndorsementContentEditorProps {
  value: string;
  onChange: (html: string) => void;
  readOnly: boolean;
  error?: string;
  /** The editor's accessible name (the clause editor reuses it, decision 192). */
  ariaLabel?: string;
  label?: string;
}

/** The endorsement's rich content; the toolbar offers only what the server keeps (decision 070). */
export function EndorsementContentEditor({
  value,
  onChange,
  readOnly,
  error,
  ariaLabel = 'Endorsement content',
  label = 'Content',
}: EndorsementContentEditorProps) {
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': ariaLabel,
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    // An empty document is written as '' so "no content" stays empty (publishing needs content).
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  return (
    <Input.Wrapper label={label} required error={error}>
      <RichTextEditor editor={editor} mt={4}>
        {!readOnly && (
          <RichTextEditor.Toolbar sticky stickyOffset={60}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
