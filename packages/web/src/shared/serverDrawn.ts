/** What a page was drawn with on the server that the browser cannot read back for itself. */
type TDrawnWith = { cards: boolean };

let drawing: TDrawnWith | null = null;

/**
 * Set while a page is drawn as the server draws it: in the server's render, and in the browser's hydration of that
 * markup, which must come out the same (decision 0021). The app clears it after its first commit. What the server did
 * not know is read after that draw: a draft in this tab's sessionStorage, and the width, where it differs from the one
 * the server drew for. A list draws its rows at once.
 */
export function drawAsServer(drawnWith: TDrawnWith | null): void {
  drawing = drawnWith;
}

export function drawsAsServer(): TDrawnWith | null {
  return drawing;
}
