/* Checking a student's CNF and reading a solver's answer: the two places
 * where the page takes text from the user. The check report is the
 * command's own text; its example boards come from the JSON form of the same
 * report and are drawn by the library too (decode of a model that sets
 * exactly that board's queens), so the pictures match the command line's.
 * A large file is checked as it is instead of being pasted into the text
 * area, which would make the page slow for no use. The command marks a
 * clause as `code`; a caption sets it as code, since backticks mean nothing
 * to a student reading a page. */

import { placeSvg } from './svg.js';
import { errorLines } from './runner.js';

const PASTE_LIMIT = 2 << 20;
const BOARDS_SHOWN = 6;
const BOARD_LINE = /^ +[Q.](?: [Q.])+$/m;
const $ = (id) => document.getElementById(id);

let page = null;
let fileBytes = null;

function input() {
  return fileBytes || $('check-input').value;
}

async function loadFile() {
  const file = $('check-file').files[0];
  if (!file) return;
  if (file.size <= PASTE_LIMIT) {
    fileBytes = null;
    $('check-input').value = await file.text();
  } else {
    fileBytes = new Uint8Array(await file.arrayBuffer());
    $('check-input').value = '';
    $('check-input').placeholder = `${file.name} (${file.size.toLocaleString('en')} bytes) will be checked as it is.`;
  }
}

/* Code spans, `like this`, as <code> elements; a lone backtick stays. */
function withCode(text) {
  return text.split(/`([^`]*)`/).map((part, index) => {
    if (index % 2 === 0) return document.createTextNode(part);
    const code = document.createElement('code');
    code.textContent = part;
    return code;
  });
}

function forgetFile() {
  page.forgetErrorOf('check');
  if (fileBytes) {
    fileBytes = null;
    $('check-file').value = '';
  }
}

/* A model for decode: every square's literal, positive where the board
 * has a queen. */
function modelOf(board) {
  const literals = [];
  board.forEach((row, r) => {
    [...row].forEach((cell, c) => {
      const variable = r * board.length + c + 1;
      literals.push(cell === 'Q' ? variable : -variable);
    });
  });
  return `v ${literals.join(' ')} 0\n`;
}

async function drawBoards(report, n) {
  const container = $('check-boards');
  const seen = new Set();
  const boards = [];
  for (const line of report.trim().split('\n')) {
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch (e) {
      continue;
    }
    for (const difference of parsed.differences || []) {
      const key = difference.board && difference.board.join('/');
      if (key && !seen.has(key)) {
        seen.add(key);
        boards.push(difference);
      }
    }
  }
  for (const difference of boards.slice(0, BOARDS_SHOWN)) {
    const result = await page.command({
      args: ['decode', n, '/model.txt', '--quiet', '--svg', '/board.svg'],
      files: { '/model.txt': modelOf(difference.board) },
      outputs: ['/board.svg'],
    });
    const figure = document.createElement('figure');
    const picture = document.createElement('div');
    const caption = document.createElement('figcaption');
    // The report lists a long clause's first literals only (clause_size
    // says how many it has), as the command's words do.
    const cut = difference.clause && difference.clause_size > difference.clause.length
      ? ` ... (${difference.clause_size} literals in all)` : '';
    const clause = difference.clause ? `\`${difference.clause.join(' ')}${cut} 0\`` : 'a clause';
    const kind = difference.kind === 'extra' ? 'with' : 'without';
    caption.append(...withCode(`${kind} ${clause}: ${difference.meaning || ''}`));
    figure.append(picture, caption);
    container.appendChild(figure);
    placeSvg(picture, page.fileText(result, '/board.svg'));
  }
}

function check() {
  return page.act('Checking', 'check', async (showMessages) => {
    $('check-report').textContent = '';
    $('check-boards').replaceChildren();
    const n = page.nText();
    const files = { '/in.cnf': input() };
    const chunks = [];
    const result = await page.command({
      args: ['check', n, '/in.cnf', ...page.encodingArgs()],
      files,
      onStdout: (c) => chunks.push(c),
    });
    showMessages(errorLines(result.stderr));
    const report = page.textOf(chunks);
    $('check-report').textContent = report;
    /* The boards come from the JSON form, which is the same check again:
     * asked for only when the report drew a board ("Q . . ."). */
    if (result.status === 2 || !BOARD_LINE.test(report)) return;
    const json = [];
    const detail = await page.command({
      args: ['check', n, '/in.cnf', '--json', ...page.encodingArgs()],
      files,
      onStdout: (c) => json.push(c),
    });
    if (detail.status !== 2) await drawBoards(page.textOf(json), n);
  });
}

function decode() {
  return page.act('Reading the answer', 'decode', async (showMessages) => {
    const chunks = [];
    const result = await page.command({
      args: ['decode', page.nText(), 'your answer', '--svg', '/answer.svg'],
      files: { 'your answer': $('decode-input').value },
      outputs: ['/answer.svg'],
      onStdout: (c) => chunks.push(c),
    });
    showMessages(errorLines(result.stderr));
    $('decode-text').textContent = page.textOf(chunks);
    placeSvg($('decode-board'), page.fileText(result, '/answer.svg'));
  });
}

export function wireCheck(helpers) {
  page = helpers;
  $('check-file').addEventListener('change', () => {
    page.forgetErrorOf('check');
    loadFile().catch((e) => page.showError([`could not read the file: ${e.message}`], 'check'));
  });
  $('check-input').addEventListener('input', forgetFile);
  $('decode-input').addEventListener('input', () => page.forgetErrorOf('decode'));
  $('check').addEventListener('click', check);
  $('decode').addEventListener('click', decode);
}
