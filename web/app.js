/* The page logic: it only builds command lines and shows what the real
 * command answers, so the page can never disagree with the command-line
 * tool (sizes, CNF bytes, reports and boards all come from it). Work runs in
 * a worker through Runner; the sizes have their own worker so they update
 * at once even while a long count runs. An action may run several commands
 * (check runs the report, then one decode per example board), so "busy" is
 * kept per action, not per command.
 *
 * N is applied while it is typed only when the text is already a whole
 * number, and settles on change (Enter, or leaving the field): typing 10
 * then passes through 1 without losing the marked squares, and a value the
 * command refuses ('', '0', '8.5') is explained once, not at every key.
 * Errors are results too: whatever changes their cause (N, an option, the
 * board, the text a command read) takes them away. The status bar keeps one
 * line, the first message, so it never covers the page; every message is
 * in the section of the action that failed. */

import { Runner, errorLines } from './runner.js';
import { BoardEditor } from './board_editor.js';
import { placeSvg } from './svg.js';
import { wireCheck } from './check.js';

const SHOW_LIMIT = 1 << 20;           /* bytes shown in #cnf-view */
const WARN_BYTES = 50 * 1000 * 1000;  /* download size that asks first */
const SHEET_MAX_N = 10;
const EXTENSION = { dimacs: 'cnf', smt2: 'smt2', opb: 'opb', knf: 'knf', 'cnf+': 'cnf' };

const $ = (id) => document.getElementById(id);
const main = new Runner();
const sizer = new Runner(() => updateBusy());
const editor = new BoardEditor($('board'), $('board-notice'), () => refreshSizes());
let acting = 0;
let errorSection = null;
let lastStats = null;
let downloadUrl = null;

function updateBusy() {
  document.body.dataset.busy = String(acting > 0 || sizer.busy);
  $('cancel').disabled = acting === 0;
}

function progress(text) {
  $('progress').textContent = text;
}

/* section: where the messages go in full, #SECTION-messages ('options',
 * 'cnf', 'solve', 'check' or 'decode'). The status bar shows the first,
 * without the "error: " its colour already says, to fit a phone. */
function showError(lines, section) {
  if (lines.some((line) => line.includes('--allow-unsat'))) {
    lines = lines.concat(['On this page: tick \u201cAllow an impossible board\u201d.']);
  }
  if (errorSection) $(`${errorSection}-messages`).textContent = '';
  errorSection = lines.length ? section : null;
  $('error').textContent = lines.length ? lines[0].replace(/^error: /, '') : '';
  $('error').title = $('error').textContent;
  const details = $('error-details');
  details.hidden = !errorSection;
  if (!errorSection) return;
  $(`${section}-messages`).textContent = lines.join('\n');
  details.href = `#${section}-messages`;
  details.textContent = lines.length > 1 ? `all ${lines.length} \u2193` : 'in full \u2193';
  details.setAttribute('aria-label', lines.length > 1 ? `All ${lines.length} messages` : 'The message in full');
}

/* When the text a command read changes, its error no longer applies. */
function forgetErrorOf(section) {
  if (errorSection === section) showError([], null);
}

function nText() {
  return $('n').value.trim();
}

/* N as a board size when the text is a positive whole number, else null;
 * what the command refuses in it (too large) it says when asked. */
function wholeN() {
  return /^\d+$/.test(nText()) && Number(nText()) > 0 ? Number(nText()) : null;
}

function encodingArgs() {
  const args = [];
  if ($('encoding').value !== 'pairwise') args.push('--encoding', $('encoding').value);
  if ($('symmetry').checked) args.push('--symmetry-breaking');
  if ($('allow-unsat').checked) args.push('--allow-unsat');
  return args.concat(editor.options());
}

function formatArgs() {
  return $('format').value === 'dimacs' ? [] : ['--format', $('format').value];
}

function formatBytes(bytes) {
  if (bytes < 10000) return `${bytes.toLocaleString('en')} bytes`;
  const units = [['GB', 1e9], ['MB', 1e6], ['kB', 1e3]];
  const [unit, size] = units.find(([, s]) => bytes >= s);
  return `${(bytes / size).toLocaleString('en', { maximumFractionDigits: 1 })} ${unit} (${bytes.toLocaleString('en')} bytes)`;
}

/* Thrown through an action when the user cancels it: not an error. */
class Cancelled extends Error {}

/* Runs one action (one or more commands) with the page marked busy and the
 * cancel button live. body(showMessages) shows the command's messages; they
 * go in full to the action's section. */
async function act(label, section, body) {
  acting++;
  updateBusy();
  showError([], null);
  progress(`${label}\u2026`);
  const started = performance.now();
  /* The command's own progress line wins; until one comes, the seconds
   * ticking show that the work is alive. */
  const shown = $('progress').textContent;
  const ticker = setInterval(() => {
    const text = $('progress').textContent;
    if (text === shown || text.startsWith(`${label}\u2026 `)) {
      progress(`${label}\u2026 ${Math.round((performance.now() - started) / 1000)} s`);
    }
  }, 1000);
  try {
    await body((lines) => showError(lines, section));
    const took = Math.round(performance.now() - started);
    if ($('error').textContent) progress(`${label}: stopped`);
    else progress(`${label}: done in ${took < 2000 ? `${took} ms` : `${(took / 1000).toFixed(1)} s`}`);
  } catch (e) {
    if (e instanceof Cancelled) return;
    showError([String((e && e.message) || e)], section);
    progress(`${label}: failed`);
  } finally {
    clearInterval(ticker);
    acting--;
    updateBusy();
  }
}

/* One command on the main runner; a cancelled run throws Cancelled so an
 * action stops where it is. */
async function command(job) {
  const result = await main.run(job);
  if (result.cancelled) throw new Cancelled();
  if (result.failed) throw new Error(result.failed);
  return result;
}

function textOf(chunks) {
  const decoder = new TextDecoder();
  return chunks.map((c) => decoder.decode(c, { stream: true })).join('') + decoder.decode();
}

function fileText(result, path) {
  const data = result.files && result.files[path];
  return data ? new TextDecoder().decode(data) : '';
}

/* ---- sizes: coalesced, so a burst of changes runs stats once more at most */
let sizesWanted = false;
let sizesRunning = false;
let sizesSettled = Promise.resolve();

/* Results of other options would mislead: a change of N or of an option
 * clears them, and every error, whose cause may be gone. */
function forgetResults() {
  showError([], null);
  $('cnf-view').textContent = '';
  $('cnf-notice').textContent = '';
  $('download-warning').hidden = true;
  $('download-area').replaceChildren();
  if (downloadUrl) URL.revokeObjectURL(downloadUrl);
  downloadUrl = null;
  for (const id of ['solution-board', 'solutions-sheet']) $(id).replaceChildren();
  for (const id of ['solve-text', 'count-result']) $(id).textContent = '';
}

async function refreshSizes() {
  forgetResults();
  if (wholeN()) editor.show(wholeN());
  sizesWanted = true;
  if (sizesRunning) return sizesSettled;
  sizesRunning = true;
  let settle;
  sizesSettled = new Promise((resolve) => { settle = resolve; });
  while (sizesWanted) {
    sizesWanted = false;
    const chunks = [];
    const n = nText();
    const result = await sizer.run({ args: ['stats', n, ...encodingArgs()], onStdout: (c) => chunks.push(c) });
    if (!sizesWanted && n === nText()) showSizes(result, textOf(chunks));
  }
  sizesRunning = false;
  updateBusy();
  settle();
  return sizesSettled;
}

/* N typed so far is no whole number yet: nothing runs until it settles, and
 * nothing shown may belong to the N before. */
function nTyped() {
  if (wholeN()) return refreshSizes();
  forgetResults();
  lastStats = null;
  $('sizes').textContent = '\u2014';
  return sizesSettled;
}

function nSettled() {
  if (wholeN()) editor.settle(wholeN());
  return refreshSizes();
}

function showSizes(result, text) {
  if (result.status !== 0) {
    lastStats = null;
    $('sizes').textContent = '\u2014';
    showError(errorLines(result.stderr).concat(result.failed ? [result.failed] : []), 'options');
    return;
  }
  const field = (name) => Number((text.match(new RegExp(`^${name}\\s+(\\d+)`, 'm')) || [])[1]);
  lastStats = { variables: field('variables'), auxiliary: field('auxiliary'), clauses: field('clauses'), bytes: field('bytes') };
  const s = lastStats;
  const aux = s.auxiliary ? ` (${s.auxiliary.toLocaleString('en')} auxiliary)` : '';
  const asFormat = $('format').value === 'dimacs' ? '' : ' as DIMACS';
  $('sizes').textContent = `${s.variables.toLocaleString('en')} variables${aux}, ` +
    `${s.clauses.toLocaleString('en')} clauses, ${formatBytes(s.bytes)}${asFormat}`;
}

/* ---- the CNF, shown or downloaded */
function cnfArgs() {
  return [nText(), ...formatArgs(), ...encodingArgs()];
}

/* The size limits below read the sizes of the options as they are now. */
async function showCnf() {
  await sizesSettled;
  const view = $('cnf-view');
  view.textContent = '';
  $('cnf-notice').textContent = '';
  if (lastStats && $('format').value === 'dimacs' && lastStats.bytes > SHOW_LIMIT) {
    $('cnf-notice').textContent = `This CNF has ${formatBytes(lastStats.bytes)}: too large to show here. Use \u201cDownload the CNF\u201d.`;
    return;
  }
  return act('Generating the formula', 'cnf', async (showMessages) => {
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    const result = await command({
      args: cnfArgs(),
      onStdout(chunk) {
        size += chunk.length;
        if (size > SHOW_LIMIT && !tooLarge) {
          tooLarge = true;
          main.cancel();
        }
        chunks.push(chunk);
      },
    }).catch((e) => {
      if (tooLarge) return null;
      throw e;
    });
    if (tooLarge) {
      $('cnf-notice').textContent = 'This formula is too large to show here (more than 1 MB). Use \u201cDownload the CNF\u201d.';
      return;
    }
    showMessages(errorLines(result.stderr));
    if (result.status === 0) view.textContent = textOf(chunks);
  });
}

async function askDownload() {
  await sizesSettled;
  $('download-warning').hidden = true;
  const bytes = lastStats ? lastStats.bytes : 0;
  if (bytes > WARN_BYTES) {
    const about = $('format').value === 'dimacs' ? '' : ' (as DIMACS; this format differs)';
    $('download-warning-text').textContent = `This file will have ${formatBytes(bytes)}${about}. ` +
      'Your browser keeps it in memory while it is generated; very large files may fail. ' +
      'The command-line tool writes any size straight to disk.';
    $('download-warning').hidden = false;
    $('download-confirm').focus();
    return;
  }
  return download();
}

function download() {
  $('download-warning').hidden = true;
  const expected = lastStats && $('format').value === 'dimacs' ? lastStats.bytes : 0;
  const name = `queens-${nText()}.${EXTENSION[$('format').value]}`;
  return act('Generating the download', 'cnf', async (showMessages) => {
    const chunks = [];
    let size = 0;
    const result = await command({
      args: cnfArgs(),
      onStdout(chunk) {
        chunks.push(chunk);
        size += chunk.length;
        const share = expected ? ` of ${formatBytes(expected)} (${Math.floor((100 * size) / expected)}%)` : '';
        progress(`Generating ${name}: ${formatBytes(size)}${share}`);
      },
    });
    showMessages(errorLines(result.stderr));
    if (result.status !== 0) return;
    if (downloadUrl) URL.revokeObjectURL(downloadUrl);
    downloadUrl = URL.createObjectURL(new Blob(chunks, { type: 'text/plain' }));
    const link = document.createElement('a');
    link.id = 'download-link';
    link.href = downloadUrl;
    link.download = name;
    link.textContent = `Save ${name}: ${formatBytes(size)}`;
    $('download-area').replaceChildren(link);
    link.click();
  });
}

/* ---- solving */
function solve() {
  return act('Solving', 'solve', async (showMessages) => {
    const chunks = [];
    const result = await command({
      args: ['solve', nText(), ...encodingArgs(), '--svg', '/out.svg'],
      outputs: ['/out.svg'],
      onStdout: (c) => chunks.push(c),
    });
    showMessages(errorLines(result.stderr));
    $('solve-text').textContent = result.status === 10 || result.status === 20 ? textOf(chunks) : '';
    placeSvg($('solution-board'), fileText(result, '/out.svg'));
  });
}

function allSolutions() {
  const sheet = $('solutions-sheet');
  const n = nText();
  if (wholeN() > SHEET_MAX_N) {
    sheet.replaceChildren();
    const note = document.createElement('p');
    note.className = 'notice';
    note.textContent = `The sheet of all solutions is drawn for N up to ${SHEET_MAX_N} only ` +
      `(N = ${SHEET_MAX_N + 1} already has 2,680). \u201cCount the solutions\u201d works for larger N.`;
    sheet.appendChild(note);
    return;
  }
  return act('Finding all solutions', 'solve', async (showMessages) => {
    const chunks = [];
    const result = await command({
      args: ['solve', n, '--all', ...encodingArgs(), '--svg', '/all.svg'],
      outputs: ['/all.svg'],
      onStdout: (c) => chunks.push(c),
    });
    showMessages(errorLines(result.stderr));
    placeSvg(sheet, fileText(result, '/all.svg'));
    if ([0, 10, 20].includes(result.status)) {
      const found = (textOf(chunks).match(/^solution \d+$/gm) || []).length;
      $('count-result').textContent = solutionsText(found, n);
    }
  });
}

function solutionsText(count, n) {
  return `${count.toLocaleString('en')} solution${count === 1 ? '' : 's'} for N = ${n}`;
}

function count() {
  const n = nText();
  return act('Counting', 'solve', async (showMessages) => {
    const chunks = [];
    $('count-result').textContent = '';
    const result = await command({
      args: ['count', n, ...encodingArgs(), '--progress'],
      onStdout: (c) => chunks.push(c),
      onStderr(line) {
        if (!/^nqueens-cnf: /.test(line)) progress(`Counting: ${line.trim()}`);
      },
    });
    showMessages(errorLines(result.stderr));
    const number = textOf(chunks).trim();
    if (result.status === 0 && /^\d+$/.test(number)) $('count-result').textContent = solutionsText(Number(number), n);
  });
}

function cancel() {
  main.cancel();
  progress('Cancelled');
}

function wire() {
  $('n').addEventListener('input', nTyped);
  $('n').addEventListener('change', nSettled);
  for (const id of ['encoding', 'format', 'symmetry', 'allow-unsat']) $(id).addEventListener('change', refreshSizes);
  $('clear-board').addEventListener('click', () => editor.clear());
  $('show-cnf').addEventListener('click', showCnf);
  $('download-cnf').addEventListener('click', askDownload);
  $('download-confirm').addEventListener('click', download);
  $('download-dismiss').addEventListener('click', () => { $('download-warning').hidden = true; });
  $('solve').addEventListener('click', solve);
  $('all-solutions').addEventListener('click', allSolutions);
  $('count').addEventListener('click', count);
  $('cancel').addEventListener('click', cancel);
}

async function start() {
  wire();
  wireCheck({ act, command, textOf, fileText, nText, encodingArgs, showError, forgetErrorOf });
  await nSettled();
  if ($('progress').textContent.startsWith('Loading')) progress('Ready');
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.register('sw.js').catch(() => {
      /* Without it the page still works; only offline use is lost. */
    });
  }
}

start();
