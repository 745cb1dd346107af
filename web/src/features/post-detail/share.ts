export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The browser features sharing may use; passed in so the choice is unit tested. */
export interface ShareDeps {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeClipboard?: (text: string) => Promise<void>;
  /** The old copy command, for in-app browsers and plain-http pages without the clipboard API. */
  legacyCopy?: (text: string) => boolean;
}

/** 'canceled' is the reader closing the share sheet: not an error, so nothing is said. */
export type ShareOutcome = 'shared' | 'copied' | 'canceled' | 'failed';

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

async function copy(text: string, deps: ShareDeps): Promise<ShareOutcome> {
  if (deps.writeClipboard) {
    try {
      await deps.writeClipboard(text);
      return 'copied';
    } catch {
      // Denied (no user gesture, permissions policy): try the old way below.
    }
  }
  return deps.legacyCopy?.(text) ? 'copied' : 'failed';
}

/**
 * The phone's own share sheet when there is one (WhatsApp, Messenger and SMS are one tap
 * away there), else the link is copied for pasting. A share that fails for another reason
 * than the reader closing the sheet also falls back to copying.
 */
export async function sharePost(data: ShareData, deps: ShareDeps): Promise<ShareOutcome> {
  if (deps.share && (deps.canShare?.(data) ?? true)) {
    try {
      await deps.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'canceled';
    }
  }
  return copy(data.url, deps);
}

/** A hidden textarea and execCommand('copy'): deprecated, but the only way on some phones. */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** The real browser, with each feature only when it exists. */
export function browserShareDeps(): ShareDeps {
  const nav = globalThis.navigator;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    canShare: typeof nav?.canShare === 'function' ? (data) => nav.canShare(data) : undefined,
    writeClipboard: nav?.clipboard?.writeText ? (text) => nav.clipboard.writeText(text) : undefined,
    legacyCopy: typeof document === 'undefined' ? undefined : legacyCopy,
  };
}
