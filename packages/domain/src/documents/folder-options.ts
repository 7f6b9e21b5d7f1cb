import type { FolderTreeDto } from '../schemas/documents.ts';

/** §3 folder-tree option list node: value (id as text), label, name, expanded, selectable, children. */
export interface FolderOption {
  value: string;
  label: string;
  name: string;
  expanded: boolean;
  selectable: boolean;
  children: FolderOption[];
}

export interface FolderOptionsInput {
  /** The folders to list (usually the root folder's sub-folders). */
  folders: FolderTreeDto[];
  /** Folders left out of the list, with everything under them (e.g. the folder being moved). */
  disabledFolderIds?: readonly number[];
  /** When given, one root node (expanded) holds the list, for this folder id. */
  rootFolderName?: string;
  rootFolderId?: number;
}

/**
 * §3: the folder-tree option list the pickers use. Each folder becomes a node with its id as text, its
 * name as label and name, collapsed and selectable, its sub-folders as children; folders in the disabled
 * list are left out (and so is what they hold); a root node, expanded, is added when a root folder name
 * is given.
 */
export function folderOptions(input: FolderOptionsInput): FolderOption[] {
  const disabled = new Set(input.disabledFolderIds ?? []);
  const walk = (folders: FolderTreeDto[]): FolderOption[] =>
    folders
      .filter((f) => !disabled.has(f.id))
      .map((f) => ({
        value: String(f.id),
        label: f.name,
        name: f.name,
        expanded: false,
        selectable: true,
        children: walk(f.folders),
      }));
  const nodes = walk(input.folders);
  if (input.rootFolderName === undefined || input.rootFolderName === '') return nodes;
  return [
    {
      value: String(input.rootFolderId ?? ''),
      label: input.rootFolderName,
      name: input.rootFolderName,
      expanded: true,
      selectable: true,
      children: nodes,
    },
  ];
}
