/**
 * The letters typed between a click on the home search block and the job list's keyword box
 * (issue 35: « ebeniste » became « beniste »). The click moves to `/emploi`, whose code may
 * still be loading: meanwhile the home box is about to go, or nothing has the focus, and what
 * is typed would be lost. From the click on, every letter, space and backspace typed anywhere is
 * kept here instead; the job list takes the text when its box appears (`takeCarriedKeywords`).
 */

/** Past this, nothing arrived to take the text: stop listening. */
const CARRY_MAX_MS = 10_000;

let carried: { text: string; stop: () => void } | null = null;

function edit(text: string, inserted: string | null, deleting: boolean): string {
  if (deleting) return Array.from(text).slice(0, -1).join('');
  return inserted === null ? text : text + inserted;
}

/** From now on, keeps what is typed, after `initial` (the home box's text at the click). */
export function carryKeywords(initial: string) {
  carried?.stop();
  const onKeyDown = (event: KeyboardEvent) => {
    if (!carried || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    const printable = event.key.length === 1;
    if (!printable && event.key !== 'Backspace') return;
    event.preventDefault();
    carried.text = edit(carried.text, printable ? event.key : null, !printable);
  };
  // Phones' keyboards send no usable key (« Unidentified »): their text comes as `beforeinput`.
  const onBeforeInput = (event: InputEvent) => {
    if (!carried) return;
    if (event.inputType === 'insertText' && event.data) carried.text = edit(carried.text, event.data, false);
    else if (event.inputType === 'deleteContentBackward') carried.text = edit(carried.text, null, true);
    else return;
    event.preventDefault();
  };
  const timer = window.setTimeout(() => carried?.stop(), CARRY_MAX_MS);
  const stop = () => {
    window.clearTimeout(timer);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('beforeinput', onBeforeInput, true);
    carried = null;
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('beforeinput', onBeforeInput, true);
  carried = { text: initial, stop };
}

/** The text carried since the click (and stops carrying), or null when nothing was carried. */
export function takeCarriedKeywords(): string | null {
  if (!carried) return null;
  const { text, stop } = carried;
  stop();
  return text;
}
