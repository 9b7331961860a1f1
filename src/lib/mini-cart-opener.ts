/**
 * The add button that opened the mini-cart: focus goes back to it when the dialog closes. Noted
 * at the click, because by the time the dialog opens Chromium has moved focus to the page's body
 * (the button was disabled while the add was on its way).
 */
let opener: HTMLElement | null = null;

export function noteMiniCartOpener(button: HTMLElement): void {
  opener = button;
}

/** The noted add button (once), else whatever has focus now. */
export function takeMiniCartOpener(): HTMLElement | null {
  const noted = opener;
  opener = null;
  return noted?.isConnected ? noted : (document.activeElement as HTMLElement | null);
}
