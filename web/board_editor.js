/* The clickable board that sets --queen and --block. Every square is a real
 * <button>, so the keyboard, screen readers and the browser's focus ring
 * work without extra code; arrow keys move between squares because tabbing
 * through N*N buttons would be unusable. The row and column numbers around
 * it are 1-based, as every (r,c) the command reports; screen readers skip
 * them, since each square's label already says its row and column.
 *
 * The chosen squares live in a Map keyed "row,col". While N is typed the
 * board follows every whole number it passes through (typing 10 passes
 * through 1), so nothing is deleted then: a mark off the board shown is
 * only left out of the options, and comes back when the next digit makes
 * room for it. The notice says at once how many marks the board shown
 * keeps and drops, and the dropped ones are deleted when N settles; the
 * notice does not change then, so nothing moves under the pointer of a
 * student who settles N by clicking a button. No mark is lost or used
 * without the page saying so. */

const STATES = ['empty', 'queen', 'blocked'];
const SYMBOL = { empty: '', queen: '\u265B', blocked: '\u2715' };
export const EDITOR_MAX_N = 32;

const squareOf = (key) => key.split(',').map(Number);
const inBoardOrder = (keys) => keys.sort((a, b) => {
  const [ar, ac] = squareOf(a);
  const [br, bc] = squareOf(b);
  return ar - br || ac - bc;
});
const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

export class BoardEditor {
  constructor(container, notice, onChange) {
    this.container = container;
    this.notice = notice;
    this.onChange = onChange;
    this.marks = new Map();
    this.n = 0;
    this.settledN = 0;
    this.resizeNote = '';
    container.addEventListener('click', (event) => {
      const button = event.target.closest('button[data-row]');
      if (button) this.cycle(button);
    });
    container.addEventListener('keydown', (event) => this.move(event));
  }

  fits(key) {
    const [r, c] = squareOf(key);
    return r <= this.n && c <= this.n;
  }

  /* The marks on the board shown, in a stable order. */
  usedKeys() {
    return inBoardOrder([...this.marks.keys()].filter((key) => this.fits(key)));
  }

  describe(keys) {
    return keys.map((key) => `${this.marks.get(key)} (${key})`).join(', ');
  }

  offBoardKeys() {
    return inBoardOrder([...this.marks.keys()].filter((key) => !this.fits(key)));
  }

  /* N as it is being typed: the board follows and keeps every mark; the
   * notice already says what settling this N will keep and drop. */
  show(n) {
    if (n === this.n) return;
    this.n = n;
    const dropped = this.offBoardKeys();
    const kept = this.marks.size - dropped.length;
    this.resizeNote = n === this.settledN || this.marks.size === 0 ? ''
      : `N = ${n}: ${plural(kept, 'marked square')} kept, ${dropped.length || 'none'} dropped` +
        `${dropped.length ? ` (off the board): ${this.describe(dropped)}` : ''}.`;
    this.draw();
  }

  /* N has settled: the marks the notice said were dropped go. */
  settle(n) {
    this.show(n);
    for (const key of this.offBoardKeys()) this.marks.delete(key);
    this.settledN = n;
  }

  updateNotice() {
    const used = this.usedKeys();
    const undrawn = this.n <= EDITOR_MAX_N ? ''
      : used.length
        ? `Boards above N = ${EDITOR_MAX_N} are not drawn here; N = ${this.n} is generated with ` +
          `${plural(used.length, 'marked square')}: ${this.describe(used)}.`
        : `Boards above N = ${EDITOR_MAX_N} are not drawn here; N = ${this.n} is generated without pre-placed queens or blocked squares.`;
    this.notice.textContent = [this.resizeNote, undrawn].filter(Boolean).join(' ');
  }

  draw() {
    const n = this.n;
    this.updateNotice();
    this.container.replaceChildren();
    this.container.hidden = !(n >= 1 && n <= EDITOR_MAX_N);
    if (this.container.hidden) return;
    this.container.style.setProperty('--n', n);
    const numbers = (className) => {
      const strip = document.createElement('div');
      strip.className = className;
      strip.setAttribute('aria-hidden', 'true');
      for (let i = 1; i <= n; i++) {
        const number = document.createElement('span');
        number.className = 'coordinate';
        number.textContent = i;
        strip.appendChild(number);
      }
      return strip;
    };
    const squares = document.createElement('div');
    squares.className = 'squares';
    for (let r = 1; r <= n; r++) {
      for (let c = 1; c <= n; c++) {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.row = r;
        button.dataset.col = c;
        button.className = (r + c) % 2 ? 'square dark' : 'square light';
        button.tabIndex = r === 1 && c === 1 ? 0 : -1;
        this.paint(button);
        squares.appendChild(button);
      }
    }
    const corner = document.createElement('span');
    this.container.append(corner, numbers('columns'), numbers('rows'), squares);
  }

  paint(button) {
    const key = `${button.dataset.row},${button.dataset.col}`;
    const state = this.marks.get(key) || 'empty';
    button.dataset.state = state;
    button.textContent = SYMBOL[state];
    button.setAttribute('aria-label', `row ${button.dataset.row}, column ${button.dataset.col}: ${state}`);
  }

  cycle(button) {
    const key = `${button.dataset.row},${button.dataset.col}`;
    const next = STATES[(STATES.indexOf(this.marks.get(key) || 'empty') + 1) % STATES.length];
    if (next === 'empty') this.marks.delete(key);
    else this.marks.set(key, next);
    this.paint(button);
    this.onChange();
  }

  move(event) {
    const button = event.target.closest('button[data-row]');
    const delta = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[event.key];
    if (!button || !delta) return;
    event.preventDefault();
    const r = Math.min(this.n, Math.max(1, Number(button.dataset.row) + delta[0]));
    const c = Math.min(this.n, Math.max(1, Number(button.dataset.col) + delta[1]));
    const target = this.container.querySelector(`button[data-row="${r}"][data-col="${c}"]`);
    button.tabIndex = -1;
    target.tabIndex = 0;
    target.focus();
  }

  clear() {
    this.marks.clear();
    this.resizeNote = '';
    this.draw();
    this.onChange();
  }

  /* The command-line options for the marks on the board shown. */
  options() {
    const args = [];
    for (const key of this.usedKeys()) args.push(this.marks.get(key) === 'queen' ? '--queen' : '--block', key);
    return args;
  }
}
