import { Group, Input, Select } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import { mergeFieldGroups, mergeFieldLoops } from '@turbine/domain';
import { templateExtensions } from '../lib/template-extensions.ts';

interface Props {
  value: string;
  onChange: (html: string) => void;
  /** Proposal questions of the preview risk, offered as `proposal.<key>`. */
  proposalKeys: string[];
  error?: string;
}

/** The template's rich content with a merge-field picker that inserts liquid fields at the cursor. */
export function TemplateContentEditor({ value, onChange, proposalKeys, error }: Props) {
  const editor = useEditor({
    extensions: templateExtensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': 'Template content',
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const data = [
    ...mergeFieldGroups.map((g) => ({
      group: g.group,
      items: g.fields.map((f) => ({ value: `{{ ${f.path} }}`, label: f.label })),
    })),
    {
      group: 'Lists',
      items: mergeFieldLoops.map((l) => ({ value: l.snippet, label: l.label })),
    },
    ...(proposalKeys.length
      ? [
          {
            group: 'Proposal answers',
            items: proposalKeys.map((k) => ({ value: `{{ proposal.${k} }}`, label: k })),
          },
        ]
      : []),
  ];

  const insert = (snippet: string | null) => {
    if (!snippet || !editor) return;
    editor.chain().focus().insertContent(snippet).run();
  };

  return (
    <Input.Wrapper label="Content" required error={error}>
      <Group mt={4} mb="xs">
        <Select
          aria-label="Insert merge field"
          placeholder="Insert merge field…"
          data={data}
          value={null}
          onChange={insert}
          searchable
          w={320}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={320} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
