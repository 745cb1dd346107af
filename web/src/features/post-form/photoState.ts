// What the photo field shows and says, from the form's images value. Pure, unit tested.

/** Create: null. Edit: the post's photo as saved (a server path), or null when none. */
export type SavedPhoto = string | null;

export type PhotoNote = 'ready' | 'replaces' | 'willRemove' | null;

export interface PhotoView {
  /** The image to preview (data URL or server path), or null. */
  shown: string | null;
  /** Whether the shown image is new (chosen on this device). */
  isNew: boolean;
  note: PhotoNote;
  /** Whether 'Keep current photo' can undo a replace or remove (edit only). */
  canRestore: boolean;
}

/**
 * images undefined keeps the saved photo (edit), [] means none, [x] shows x. A new photo
 * is a data URL; anything else is a photo the server already has.
 */
export function photoView(images: string[] | undefined, saved: SavedPhoto): PhotoView {
  const chosen = images === undefined ? saved : (images[0] ?? null);
  const isNew = Boolean(chosen?.startsWith('data:'));
  const changed = images !== undefined && saved !== null && chosen !== saved;
  let note: PhotoNote = null;
  if (isNew) note = saved ? 'replaces' : 'ready';
  else if (changed && chosen === null) note = 'willRemove';
  return { shown: chosen, isNew, note, canRestore: changed };
}

/** True when a save would upload a new photo, so the page shows upload progress. */
export function sendsNewPhoto(images: string[] | undefined): boolean {
  return Boolean(images?.some((image) => image.startsWith('data:')));
}
