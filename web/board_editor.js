/* The clickable board that sets --queen and --block. Every square is a real
 * <button>, so the keyboard, screen readers and the browser's focus ring
 * work without extra code; arrow keys move between squares because tabbing
 * through N*N buttons would be unusable. The chosen squares live in a Map
 * keyed "row,col" and survive a change of N when they still fit. */

const STATES = ['empty', 'queen', 'blocked'];
const SYMBOL = { empty: '', queen: '\u265B', blocked: '\u2715' };
export const EDITOR_MAX_N = 32;

export class BoardEditor {
  constructor(container, notice, onChange) {
    this.container = container;
    this.notice = notice;
    this.onChange = onChange;
    this.marks = new Map();
    this.n = 0;
    container.addEventListener('click', (event) => {
      const button = event.target.closest('button[data-row]');
      if (button) this.cycle(button);
    });
    container.addEventListener('keydown', (event) => this.move(event));
  }

  setSize(n) {
    if (n === this.n) return;
    this.n = n;
    for (const key of [...this.marks.keys()]) {
      const [r, c] = key.split(',').map(Number);
      if (r > n || c > n) this.marks.delete(key);
    }
    this.draw();
  }

  draw() {
    const n = this.n;
    this.container.replaceChildren();
    this.container.hidden = !(n >= 1 && n <= EDITOR_MAX_N);
    this.notice.textContent = n > EDITOR_MAX_N
      ? `The board editor shows boards up to N = ${EDITOR_MAX_N}; larger boards are generated without pre-placed queens or blocked squares.`
      : '';
    if (this.container.hidden) return;
    this.container.style.setProperty('--n', n);
    const fragment = document.createDocumentFragment();
    for (let r = 1; r <= n; r++) {
      for (let c = 1; c <= n; c++) {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.row = r;
        button.dataset.col = c;
        button.className = (r + c) % 2 ? 'square dark' : 'square light';
        button.tabIndex = r === 1 && c === 1 ? 0 : -1;
        this.paint(button);
        fragment.appendChild(button);
      }
    }
    this.container.appendChild(fragment);
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
    this.draw();
    this.onChange();
  }

  /* The command-line options for the marked squares, in a stable order. */
  options() {
    const args = [];
    const keys = [...this.marks.keys()].sort((a, b) => {
      const [ar, ac] = a.split(',').map(Number);
      const [br, bc] = b.split(',').map(Number);
      return ar - br || ac - bc;
    });
    for (const key of keys) args.push(this.marks.get(key) === 'queen' ? '--queen' : '--block', key);
    return args;
  }
}
