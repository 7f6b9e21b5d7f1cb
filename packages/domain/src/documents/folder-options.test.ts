import { describe, expect, it } from 'vitest';
import { folderOptions } from './folder-options.ts';

const tree = [
  {
    id: 2,
    name: 'Policies',
    folders: [
      { id: 4, name: 'Wordings', folders: [{ id: 6, name: '2026', folders: [] }] },
      { id: 5, name: 'Schedules', folders: [] },
    ],
  },
  { id: 3, name: 'Claims', folders: [] },
];

describe('folderOptions (§3 folder-tree option list)', () => {
  it('makes one node per folder: id as text, label and name, collapsed, selectable, children nested', () => {
    const out = folderOptions({ folders: tree });
    expect(out).toEqual([
      {
        value: '2',
        label: 'Policies',
        name: 'Policies',
        expanded: false,
        selectable: true,
        children: [
          {
            value: '4',
            label: 'Wordings',
            name: 'Wordings',
            expanded: false,
            selectable: true,
            children: [
              {
                value: '6',
                label: '2026',
                name: '2026',
                expanded: false,
                selectable: true,
                children: [],
              },
            ],
          },
          {
            value: '5',
            label: 'Schedules',
            name: 'Schedules',
            expanded: false,
            selectable: true,
            children: [],
          },
        ],
      },
      {
        value: '3',
        label: 'Claims',
        name: 'Claims',
        expanded: false,
        selectable: true,
        children: [],
      },
    ]);
  });

  it('leaves out disabled folders and everything under them, at any depth', () => {
    const out = folderOptions({ folders: tree, disabledFolderIds: [4, 3] });
    expect(out.map((n) => n.value)).toEqual(['2']);
    expect(out[0]!.children.map((n) => n.value)).toEqual(['5']);
    expect(JSON.stringify(out)).not.toContain('"6"');
  });

  it('adds one expanded root node holding the list when a root folder name is given', () => {
    const out = folderOptions({ folders: tree, rootFolderName: 'Documents', rootFolderId: 1 });
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      value: '1',
      label: 'Documents',
      name: 'Documents',
      expanded: true,
      selectable: true,
    });
    expect(out[0]!.children.map((n) => n.value)).toEqual(['2', '3']);
  });

  it('adds no root node without a root folder name (undefined or empty), and lists nothing for no folders', () => {
    expect(folderOptions({ folders: tree, rootFolderName: '' })).toHaveLength(2);
    expect(folderOptions({ folders: [] })).toEqual([]);
    expect(folderOptions({ folders: [], rootFolderName: 'Root', rootFolderId: 9 })).toEqual([
      { value: '9', label: 'Root', name: 'Root', expanded: true, selectable: true, children: [] },
    ]);
  });
});
