import { Modal, type ModalProps } from '@mantine/core';
import { Fragment, type ReactNode, useCallback, useState } from 'react';

/** What a create/edit modal shows: nothing, a new item, or an existing one. */
export type Editing<T> = { mode: 'create' } | { mode: 'edit'; item: T } | null;

export interface Editor<T> {
  editing: Editing<T>;
  create: () => void;
  edit: (item: T) => void;
  close: () => void;
}

/** The state of a list's create/edit modal; the functions are stable, so memoised columns may call them. */
export function useEditing<T>(): Editor<T> {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const create = useCallback(() => setEditing({ mode: 'create' }), []);
  const edit = useCallback((item: T) => setEditing({ mode: 'edit', item }), []);
  const close = useCallback(() => setEditing(null), []);
  return { editing, create, edit, close };
}

interface EditModalProps<T extends { id: string | number }> {
  editor: Editor<T>;
  createTitle: string;
  editTitle: (item: T) => string;
  size: ModalProps['size'];
  /** The form, given the item to edit or null to create one; it starts afresh for each item. */
  children: (item: T | null) => ReactNode;
}

/** The modal holding a list's create/edit form. */
export function EditModal<T extends { id: string | number }>({ editor, createTitle, editTitle, size, children }: EditModalProps<T>) {
  const { editing, close } = editor;
  const item = editing?.mode === 'edit' ? editing.item : null;
  return (
    <Modal opened={editing !== null} onClose={close} title={item ? editTitle(item) : createTitle} size={size}>
      {editing && <Fragment key={item?.id ?? 'new'}>{children(item)}</Fragment>}
    </Modal>
  );
}
