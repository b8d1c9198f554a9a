#!/usr/bin/python3
"""The web page, tested in a real browser: headless Chromium driven by
chromedriver through Debian's python3-selenium, against the built site served
over HTTP (the module and its worker need it; a file:// URL does not work).

Usage: page_test.py SITE_DIR DATA_DIR SCREENSHOT_DIR

The page talks to the test only through the element ids of its contract
(#n, #show-cnf, #check-report, ...), document.body.dataset.busy and what a
user perceives: the squares' labels for a screen reader, where the numbers
around the board stand, how high the status bar is, what covers a button.
Every expectation is independent of the page's own code: the reference CNF
file of the project, the clause count written out as a formula, the suite's
Python oracle (tests/oracle.py: queens that attack each other, the solutions
and OEIS A000170 and A002562), and the command's own wording for the check
reports. A missing browser, driver or selenium is a failure naming the
Debian package, never a skip, so a machine that cannot run the test cannot
pass it."""

import functools
import http.server
import os
import re
import shutil
import sys
import tempfile
import threading
import time

DEBIAN_PYTHON = '/usr/bin/python3'

# the suite's oracle, without a __pycache__ in the source tree
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import oracle  # noqa: E402

try:
    from selenium import webdriver
    from selenium.common.exceptions import TimeoutException, WebDriverException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    # Debian's python3-selenium lives in Debian's python; another python3
    # first on PATH (a pyenv, a venv) does not see it.
    if os.path.exists(DEBIAN_PYTHON) and os.path.realpath(sys.executable) != os.path.realpath(DEBIAN_PYTHON) \
            and not os.environ.get('PAGE_TEST_REEXEC'):
        os.environ['PAGE_TEST_REEXEC'] = '1'
        os.execv(DEBIAN_PYTHON, [DEBIAN_PYTHON] + sys.argv)
    print('FAIL setup: python module selenium not found: install the Debian package python3-selenium')
    sys.exit(1)

# Waits are hang guards, never measurements: another job on the machine
# may slow the browser several times over, so each is minutes.
IDLE_SECONDS = 120
MISSING_CLAUSE = '-2 -7 0'       # tests/data/check/README.md
COURSE_TYPO = '(not (and x1y3 x1y2))'
COURSE_MEANT = '(not (and x0y3 x1y2))'
GARBAGE = 'hello world\nfoo\n'
# The solution 2, 4, 1, 3 of N = 4 as a solver prints it: squares 2, 8, 9, 15.
MODEL_4 = 's SATISFIABLE\nv -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 -13 -14 15 -16 0\n'
BOARD_4 = [(1, 2), (2, 4), (3, 1), (4, 3)]
# The marks at N = 8: two queens that do not attack each other, one
# of them off every board smaller than 5.
TYPING_MARKS = [(1, 2), (3, 5)]
# Where each section's messages go in full (the status bar has one line).
MESSAGE_AREAS = ('options-messages', 'cnf-messages', 'solve-messages', 'check-messages', 'decode-messages')
ACTION_BUTTONS = ('clear-board', 'show-cnf', 'download-cnf', 'solve', 'all-solutions', 'count', 'check', 'decode')
LONG_GARBAGE_LINES = 40
DECODE_SHOWN = 20  # the problems decode says of one input before "and K more"
PHONE = {'width': 390, 'height': 844}


class Failure(Exception):
    pass


def expect(condition, what, expected, found):
    if not condition:
        raise Failure(f'{what}: expected {expected}, found {found!r}')


def pairwise_clauses(n):
    """The textbook encoding written out: at least one queen per row and per
    column, and one binary clause for every pair of squares on a row, a
    column or a diagonal (a diagonal of length L has L(L-1)/2 pairs; there
    are two of each length below N, and one of length N, per direction)."""
    pairs = lambda length: length * (length - 1) // 2
    diagonal = pairs(n) + 2 * sum(pairs(length) for length in range(1, n))
    return 2 * n + 2 * n * pairs(n) + 2 * diagonal


def queen_problems(queens, n):
    """What is wrong with a set of (row, column) queens as an N-queens
    solution, 1-based; empty when it is one."""
    problems = []
    if len(queens) != n:
        problems.append(f'{len(queens)} queens, not {n}')
    for index, (r1, c1) in enumerate(queens):
        if not (1 <= r1 <= n and 1 <= c1 <= n):
            problems.append(f'queen ({r1},{c1}) off the board')
        for r2, c2 in queens[index + 1:]:
            if oracle.attacks((r1, c1), (r2, c2)):
                problems.append(f'queens ({r1},{c1}) and ({r2},{c2}) attack each other')
    return problems


def all_solutions(n):
    """Every solution of N queens, the oracle's: sorted lists of (row,
    column), 1-based."""
    return [[(r + 1, c + 1) for r, c in enumerate(b)] for b in oracle.solutions(n)]


def text_boards(text):
    """Boards in a text of rows like 'Q . . .': lists of (row, column)."""
    boards, current = [], []
    for line in text.splitlines() + ['']:
        cells = line.replace(' ', '')
        if cells and set(cells) <= {'Q', '.'}:
            current.append(cells)
        elif current:
            boards.append([(r + 1, c + 1) for r, row in enumerate(current) for c, cell in enumerate(row) if cell == 'Q'])
            current = []
    return boards


class Site:
    """The static server, on a free port of 127.0.0.1, quiet."""

    def __init__(self, folder):
        class Quiet(http.server.SimpleHTTPRequestHandler):
            extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                              '.wasm': 'application/wasm', '.js': 'text/javascript', '.mjs': 'text/javascript'}

            def log_message(self, *args):
                pass

        handler = functools.partial(Quiet, directory=folder)
        self.server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), handler)
        self.url = f'http://127.0.0.1:{self.server.server_address[1]}/'
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def start_browser(download_dir):
    for program, package in (('/usr/bin/chromium', 'chromium'), ('/usr/bin/chromedriver', 'chromium-driver')):
        if not os.access(program, os.X_OK):
            raise Failure(f'{program} not found: install the Debian package {package}')
    options = webdriver.ChromeOptions()
    options.binary_location = '/usr/bin/chromium'
    for flag in ('--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--window-size=1280,1400'):
        options.add_argument(flag)
    options.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
    options.add_experimental_option('prefs', {'download.default_directory': download_dir,
                                              'download.prompt_for_download': False})
    return webdriver.Chrome(service=Service('/usr/bin/chromedriver'), options=options)


# Counts the page's idle -> busy transitions, so an action is known to have
# run (and finished) even when it takes less time than one poll.
BUSY_WATCH = """
window.pageTestBusyStarts = 0;
new MutationObserver((records) => {
  const values = records.map((r) => r.oldValue).concat([document.body.dataset.busy]);
  for (let i = 1; i < values.length; i++)
    if (values[i] === 'true' && values[i - 1] !== 'true') window.pageTestBusyStarts++;
}).observe(document.body, {attributes: true, attributeFilter: ['data-busy'], attributeOldValue: true});
"""


class Page:
    def __init__(self, driver, site_url, screenshots, stop_server=None):
        self.driver = driver
        self.screenshots = screenshots
        self.stop_server = stop_server
        driver.get(site_url)
        try:
            WebDriverWait(driver, 180).until(lambda d: d.execute_script(
                "return document.body.dataset.busy === 'false' && !/^Loading/.test(document.getElementById('progress').textContent)"
                " && document.getElementById('sizes').textContent.trim() !== ''"))
        except TimeoutException:
            raise Failure(f'page load: expected an idle page with #sizes filled within 180 s, found busy='
                          f'{self.busy()!r}, #progress={self.text("progress")!r}, #sizes={self.text("sizes")!r}, '
                          f'#error={self.text("error")!r}')
        driver.execute_script(BUSY_WATCH)

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def el(self, id_):
        found = self.driver.find_elements(By.ID, id_)
        expect(found, f'element #{id_}', 'present', 'absent')
        return found[0]

    def text(self, id_):
        return self.js('const e = document.getElementById(arguments[0]); return e ? e.textContent : null;', id_)

    def busy(self):
        return self.js('return document.body.dataset.busy')

    def run(self, action, what, timeout=IDLE_SECONDS):
        """Does action (a function), then waits until the page has been
        busy and is idle again."""
        before = self.js('return window.pageTestBusyStarts')
        action()
        try:
            WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(lambda d: d.execute_script(
                "return window.pageTestBusyStarts > arguments[0] && document.body.dataset.busy === 'false'", before))
        except TimeoutException:
            started = self.js('return window.pageTestBusyStarts') > before
            raise Failure(f'{what}: expected the page to work and be idle within {timeout} s, found '
                          f'{"busy=" + repr(self.busy()) if started else "it never became busy"}; '
                          f'#progress={self.text("progress")!r}, #error={self.text("error")!r}')

    def click(self, id_, what, timeout=IDLE_SECONDS):
        button = self.el(id_)
        self.run(button.click, what, timeout)

    def set_n(self, value, over_selection=False, enter=True):
        """Typed as a user does: select all, delete, type one key at a time
        (so a two-digit N passes through its first digit), then Enter. Over
        the selection, the old value is replaced by the first key and the
        field is never empty. Without Enter, N settles when the field loses
        the focus (a click elsewhere)."""
        field = self.el('n')

        def type_it():
            field.send_keys(Keys.CONTROL, 'a')
            if not over_selection:
                field.send_keys(Keys.BACKSPACE)
            field.send_keys(value)
            if enter:
                field.send_keys(Keys.ENTER)
        self.run(type_it, f'typing {value!r}{" and Enter" if enter else ""} into #n')

    def paste(self, id_, text):
        self.js("const e = document.getElementById(arguments[0]); e.value = arguments[1];"
                "e.dispatchEvent(new InputEvent('input', {bubbles: true, inputType: 'insertFromPaste'}));", id_, text)

    def svg_boards(self, id_):
        """The boards drawn in a container's SVGs: one list of (row,
        column) per board, read from the queens' positions."""
        return self.js("""
            const boards = [];
            for (const svg of document.getElementById(arguments[0]).querySelectorAll('svg')) {
              const groups = svg.querySelectorAll('g.board');
              for (const g of (groups.length ? groups : [svg])) {
                boards.push([...g.querySelectorAll('use.queen')].map((u) => {
                  const w = Number(u.getAttribute('width')), h = Number(u.getAttribute('height'));
                  return [Math.round(Number(u.getAttribute('y')) / h) + 1, Math.round(Number(u.getAttribute('x')) / w) + 1];
                }));
              }
            }
            return boards;""", id_)

    def svg_count(self, id_):
        return self.js('return document.getElementById(arguments[0]).querySelectorAll("svg").length', id_)

    def square(self, row, col):
        return self.driver.find_element(By.CSS_SELECTOR, f'#board button[data-row="{row}"][data-col="{col}"]')

    def click_square(self, row, col):
        self.run(self.square(row, col).click, f'clicking square ({row},{col})')

    def board_marks(self):
        """The squares the clickable board shows marked, as it says them to
        a screen reader ('row R, column C: STATE'): {(row, column): state}."""
        labels = self.js("return [...document.querySelectorAll('#board button[data-row]')]"
                         ".map((b) => b.getAttribute('aria-label') || '')")
        marks = {}
        for label in labels:
            found = re.fullmatch(r'row (\d+), column (\d+): (\w+)', label)
            expect(found, 'aria-label of a #board square', "'row R, column C: STATE'", label)
            if found.group(3) != 'empty':
                marks[(int(found.group(1)), int(found.group(2)))] = found.group(3)
        return marks

    def clear_board(self):
        if self.board_marks():
            self.click('clear-board', 'clear the board')

    def messages(self):
        """Every message the page shows: the status bar's and each
        section's."""
        return {id_: self.text(id_) or '' for id_ in ('error',) + MESSAGE_AREAS}

    def screenshot(self, id_, name):
        self.js("document.getElementById(arguments[0]).scrollIntoView({block: 'center'});", id_)
        path = os.path.join(self.screenshots, name)
        expect(self.driver.save_screenshot(path), f'screenshot {name}', 'saved', 'not saved')

    def console_problems(self):
        # The contract says no errors and no warnings in normal use.
        return [f"{e['level']}: {e['message']}" for e in self.driver.get_log('browser')
                if e['level'] in ('SEVERE', 'WARNING')]


def set_option(page, id_, checked):
    if page.js('return document.getElementById(arguments[0]).checked', id_) != checked:
        page.click(id_, f'#{id_} set to {checked}')


def check_cnf(page, data):
    """1. N = 4, default options: #cnf-view and the download are the
    project's hand-written file, byte for byte."""
    reference = open(os.path.join(data, 'handwritten_4.cnf'), 'rb').read()
    page.set_n('4')
    page.click('show-cnf', 'show the CNF of N = 4')
    shown = (page.text('cnf-view') or '').encode('utf-8')
    expect(shown == reference, '#cnf-view for N = 4', f'handwritten_4.cnf ({len(reference)} bytes)',
           f'{len(shown)} bytes starting {shown[:80]!r}, first difference at byte '
           f'{next((i for i, (a, b) in enumerate(zip(shown, reference)) if a != b), min(len(shown), len(reference)))}')
    page.click('download-cnf', 'download the CNF of N = 4')
    name = page.js("const a = document.getElementById('download-link'); return a ? a.getAttribute('download') : null")
    expect(name == 'queens-4.cnf', '#download-link download name', "'queens-4.cnf'", name)
    got = page.driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch(document.getElementById('download-link').href).then((r) => r.arrayBuffer())
          .then((b) => done(Array.from(new Uint8Array(b)))).catch((e) => done(String(e)));""")
    expect(isinstance(got, list), '#download-link blob', 'readable', got)
    expect(bytes(got) == reference, '#download-link blob bytes', f'handwritten_4.cnf ({len(reference)} bytes)',
           bytes(got)[:80])
    return f'N=4 CNF shown and downloaded: {len(reference)} bytes, identical to handwritten_4.cnf'


def check_sizes(page, data):
    """2. #sizes for N = 8 against the formula."""
    page.set_n('8')
    sizes = page.text('sizes') or ''
    numbers = {kind: int(m.group(1).replace(',', '')) for kind in ('variables', 'clauses')
               for m in [re.search(r'([\d,]+)\s+' + kind, sizes)] if m}
    expect(numbers == {'variables': 64, 'clauses': pairwise_clauses(8)}, '#sizes for N = 8',
           f'64 variables and {pairwise_clauses(8)} clauses', sizes)
    return f'N=8 sizes: 64 variables, {pairwise_clauses(8)} clauses ({sizes})'


def check_solve(page, data):
    """3. Solving N = 8 draws a valid board, the same in text and SVG."""
    page.set_n('8')
    page.click('solve', 'solve N = 8')
    text = page.text('solve-text') or ''
    boards = text_boards(text)
    expect(len(boards) == 1, '#solve-text for N = 8', 'one text board', text)
    problems = queen_problems(boards[0], 8)
    expect(not problems, '#solve-text board for N = 8', 'a valid solution', '; '.join(problems) + '\n' + text)
    expect(page.svg_count('solution-board') == 1, '#solution-board', 'one <svg>', page.svg_count('solution-board'))
    drawn = page.svg_boards('solution-board')
    expect([sorted(map(tuple, b)) for b in drawn] == [sorted(boards[0])], '#solution-board queens',
           f'the text board {sorted(boards[0])}', drawn)
    count_shown = page.el('count-result').find_element(By.XPATH, '..').is_displayed()
    expect(not count_shown, '"Count:" after solving', 'hidden (no count yet)', 'shown with nothing after it')
    page.screenshot('solve', 'solve_8.png')
    return 'N=8 solved: 8 queens, one per row and column, none on a shared diagonal; the SVG shows the same board'


def solved_board(page, what):
    page.click('solve', what)
    boards = text_boards(page.text('solve-text') or '')
    expect(len(boards) == 1, f'#solve-text after {what}', 'one board', page.text('solve-text'))
    return sorted(boards[0])


def still_works(page, after):
    page.set_n('5')
    board = solved_board(page, f'solve N = 5 {after}')
    expect(not queen_problems(board, 5), f'solve N = 5 {after}', 'a valid board', page.text('solve-text'))


def check_board_editor(page, data):
    """The clickable board: a queen placed with the mouse and a square
    blocked with the keyboard decide the N = 4 solution (the oracle's: one
    solution has a queen on (1,2), the other not)."""
    page.set_n('4')
    squares = page.js("return [...document.querySelectorAll('#board button[data-row]')]"
                      ".map((b) => [Number(b.dataset.row), Number(b.dataset.col)])")
    expect(sorted(map(tuple, squares)) == [(r, c) for r in range(1, 5) for c in range(1, 5)],
           '#board for N = 4', '16 buttons with data-row/data-col 1..4', squares)
    square = page.driver.find_element(By.CSS_SELECTOR, '#board button[data-row="1"][data-col="2"]')
    with_queen = [b for b in all_solutions(4) if (1, 2) in b]
    without = [b for b in all_solutions(4) if (1, 2) not in b]
    label = lambda: square.get_attribute('aria-label') or ''
    page.run(square.click, 'clicking square (1,2)')
    expect('queen' in label(), 'aria-label of (1,2) after one click', 'a queen', label())
    found = solved_board(page, 'solve N = 4 with a queen on (1,2)')
    expect(found in with_queen, 'solve N = 4 with a queen on (1,2)', with_queen, found)
    page.run(lambda: square.send_keys(Keys.ENTER), 'Enter on square (1,2)')
    expect('blocked' in label(), 'aria-label of (1,2) after Enter', 'blocked', label())
    found = solved_board(page, 'solve N = 4 with (1,2) blocked')
    expect(found in without, 'solve N = 4 with (1,2) blocked', without, found)
    page.run(lambda: square.send_keys(Keys.SPACE), 'Space on square (1,2)')
    expect('empty' in label(), 'aria-label of (1,2) after Space', 'empty', label())
    return 'a clicked queen on (1,2) gives 2,4,1,3; blocked with Enter gives 3,1,4,2; Space empties it'


def notice_counts(page):
    """How many marked squares #board-notice says were kept and dropped
    (None where it does not say), and the notice."""
    notice = page.text('board-notice') or ''
    kept = re.search(r'\b(\d+) marked squares? kept', notice)
    dropped = re.search(r'\b(\d+|none) dropped', notice)
    count = lambda found: None if not found else 0 if found.group(1) == 'none' else int(found.group(1))
    return (count(kept), count(dropped)), notice


def check_marks_survive_typing(page, data):
    """Issue 27: marks survive typing. Two queens placed at N = 8 stay when
    10 and 40 are typed digit by digit (through 1 and 4); N = 4, settled by
    clicking Solve instead of Enter, keeps the one that fits and drops the
    other; back at N = 8 the dropped one stays dropped. Each time the
    solution holds the kept queens and is valid (the oracle's attack rule),
    the notice says how many were kept and dropped, and the board shows the
    kept ones."""
    page.set_n('8')
    page.clear_board()
    for square in TYPING_MARKS:
        page.click_square(*square)
    marks = set(TYPING_MARKS)
    for n in (10, 40, 4, 8):
        page.set_n(str(n), enter=n != 4)
        kept = {(r, c) for r, c in marks if r <= n and c <= n}
        board = solved_board(page, f'solve N = {n} with the queens kept')
        problems = queen_problems(board, n) + [f'no queen on {square}' for square in sorted(kept - set(board))]
        expect(not problems, f'the solution of N = {n}', f'a valid board with queens on {sorted(kept)}',
               '; '.join(problems))
        counts, notice = notice_counts(page)
        expect(counts == (len(kept), len(marks - kept)), f'#board-notice after typing {n}',
               f'{len(kept)} marked squares kept, {len(marks - kept)} dropped', notice)
        if page.js("return !document.getElementById('board').hidden"):
            expect(page.board_marks() == {square: 'queen' for square in kept}, f'#board after typing {n}',
                   f'queens on {sorted(kept)}', page.board_marks())
        marks = kept
    page.clear_board()
    return 'queens on (1,2) and (3,5) kept through typing 10 and 40 (and used), (3,5) dropped at 4 and said so'


def board_numbers(page):
    """The numbers the clickable board shows outside its squares, read by
    where they stand: {row: [numbers left of it]}, {column: [numbers above
    it]}, and the numbers that stand nowhere of the two."""
    found = page.js("""
        const board = document.getElementById('board');
        const box = (e) => { const r = e.getBoundingClientRect();
          return {x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2, left: r.left, top: r.top, w: r.width, h: r.height}; };
        const squares = [...board.querySelectorAll('button[data-row]')]
          .map((b) => ({row: Number(b.dataset.row), col: Number(b.dataset.col), ...box(b)}));
        const numbers = [...board.querySelectorAll('*')]
          .filter((e) => !e.closest('button') && e.children.length === 0 && /^\\s*\\d+\\s*$/.test(e.textContent))
          .map((e) => ({text: e.textContent.trim(), ...box(e)}));
        return {squares, numbers};""")
    squares = found['squares']
    left = min(s['left'] for s in squares)
    top = min(s['top'] for s in squares)
    near = lambda a, b, size: abs(a - b) < size / 4
    rows, cols, elsewhere = {}, {}, []
    for number in found['numbers']:
        row = [s['row'] for s in squares if s['col'] == 1 and near(s['y'], number['y'], s['h'])]
        col = [s['col'] for s in squares if s['row'] == 1 and near(s['x'], number['x'], s['w'])]
        if number['w'] > 0 and number['x'] < left and row:
            rows.setdefault(row[0], []).append(number['text'])
        elif number['w'] > 0 and number['y'] < top and col:
            cols.setdefault(col[0], []).append(number['text'])
        else:
            elsewhere.append(number)
    return rows, cols, elsewhere


def check_board_coordinates(page, data):
    """Issue 27: the clickable board shows its row and column numbers,
    1-based like every report's (r,c): at N = 8 and N = 10 the one number
    left of row r is r and the one number above column c is c."""
    for n in (8, 10):
        page.set_n(str(n))
        rows, cols, elsewhere = board_numbers(page)
        expected = {i: [str(i)] for i in range(1, n + 1)}
        expect(rows == expected, f'numbers left of the rows of #board at N = {n}', expected, rows)
        expect(cols == expected, f'numbers above the columns of #board at N = {n}', expected, cols)
        expect(not elsewhere, f'other numbers in #board at N = {n}', 'none', elsewhere)
    page.screenshot('board', 'board_coordinates.png')
    return 'rows and columns numbered 1..N left of and above the board at N = 8 and N = 10'


def check_solutions(page, data):
    """4. All solutions of N = 6 (A000170: 4) and the count of N = 8 (92),
    and with symmetry breaking the fundamental solutions (A002562: 12)."""
    six, eight, classes = oracle.oeis('A000170', 6), oracle.oeis('A000170', 8), oracle.oeis('A002562', 8)
    page.set_n('6')
    page.click('all-solutions', 'all solutions of N = 6')
    sheet = [sorted(map(tuple, b)) for b in page.svg_boards('solutions-sheet')]
    expect(len(sheet) == six, '#solutions-sheet boards for N = 6', six, len(sheet))
    for board in sheet:
        expect(not queen_problems(board, 6), 'a board of the N = 6 sheet', 'a valid solution', board)
    expect(sorted(sheet) == sorted(all_solutions(6)), 'the N = 6 sheet', f'the boards {all_solutions(6)}', sheet)
    found = page.text('count-result') or ''
    expect(re.search(rf'\b{six}\b', found), '#count-result after all solutions of N = 6', six, found)
    page.set_n('8')
    page.click('count', 'count N = 8', timeout=240)
    found = page.text('count-result') or ''
    expect(re.search(rf'\b{eight}\b', found), '#count-result for N = 8', eight, found)
    set_option(page, 'symmetry', True)
    page.click('count', 'count N = 8 with symmetry breaking', timeout=240)
    found_symmetric = page.text('count-result') or ''
    set_option(page, 'symmetry', False)
    expect(re.search(rf'\b{classes}\b', found_symmetric), '#count-result for N = 8 with #symmetry',
           f'{classes} (A002562)', found_symmetric)
    return 'N=6 sheet: the oracle\'s 4 boards; N=8 count: 92; with symmetry breaking: 12'


def run_check(page, n, text, what):
    page.set_n(str(n))
    page.paste('check-input', text)
    page.click('check', what, timeout=180)
    return page.text('check-report') or ''


def missing_clause_file(data):
    """tests/data/check/missing_diagonal_clause.cnf and its N, read from its
    header (N*N variables)."""
    text = open(os.path.join(data, 'check', 'missing_diagonal_clause.cnf'), encoding='utf-8').read()
    header = re.search(r'^p cnf (\d+) ', text, re.M)
    return int(round(int(header.group(1)) ** 0.5)), text


def check_missing_clause(page, data):
    """5. A file lacking one diagonal clause: the report names it and the
    example board is drawn."""
    n, text = missing_clause_file(data)
    report = run_check(page, n, text, 'check missing_diagonal_clause.cnf')
    expect(f'missing `{MISSING_CLAUSE}`' in report, '#check-report', f'a line naming missing `{MISSING_CLAUSE}`', report)
    expect('not equivalent' in report, '#check-report summary', "'not equivalent'", report)
    reported = text_boards(report)
    expect(reported, '#check-report', 'an example board', report)
    drawn = [sorted(map(tuple, b)) for b in page.svg_boards('check-boards')]
    expect(page.svg_count('check-boards') >= 1, '#check-boards', 'at least one <svg>', page.svg_count('check-boards'))
    expect(sorted(reported[0]) in drawn, '#check-boards', f'the report\'s board {sorted(reported[0])}', drawn)
    expect(page.text('error') == '', '#error after a check', 'empty', page.text('error'))
    page.screenshot('check-report', 'check_report.png')
    return f'check of missing_diagonal_clause.cnf (N={n}) names `{MISSING_CLAUSE}` and draws its example board'


def check_caption_markup(page, data):
    """Issue 27: an example board's caption shows its clause as code, not
    between raw backticks: no caption has a backtick, and one has the
    missing clause of tests/data/check/README.md in a <code>."""
    n, text = missing_clause_file(data)
    run_check(page, n, text, 'check missing_diagonal_clause.cnf for its captions')
    captions = page.js("return [...document.querySelectorAll('#check-boards figcaption')]"
                       ".map((f) => [f.textContent, [...f.querySelectorAll('code')].map((c) => c.textContent)])")
    expect(captions, '#check-boards', 'captioned boards', captions)
    raw = [caption for caption, _ in captions if '`' in caption]
    expect(not raw, '#check-boards captions', 'no raw backticks', raw)
    expect(any(MISSING_CLAUSE in codes for _, codes in captions), '#check-boards captions',
           f'one with <code>{MISSING_CLAUSE}</code>', captions)
    return f'{len(captions)} caption(s) without backticks, the clause {MISSING_CLAUSE} set as code'


def course_file(data):
    """4-queen.txt as tests/e2e_smt2_z3.sh cuts it out of the course page:
    the lines between '4-queen.txt' and 'We call Z3', no-break spaces made
    plain and the page's two-space indent removed."""
    lines, on = [], False
    with open(os.path.join(data, 'smt2', 'course_page_4_queens.txt'), encoding='utf-8') as page:
        for line in page.read().splitlines():
            if line == '4-queen.txt':
                on = True
            elif line.startswith('We call Z3'):
                on = False
            elif on:
                line = line.replace('\u00a0', ' ')
                lines.append(line[2:] if line.startswith('  ') else line)
    return '\n'.join(lines) + '\n'


def check_course_file(page, data):
    """6. The course's SMT-LIB file: the report finds its typo."""
    report = run_check(page, 4, course_file(data), 'check the course\'s 4-queen.txt')
    for words in ('SMT-LIB', COURSE_TYPO, 'typo', COURSE_MEANT):
        expect(words in report, '#check-report of the course file', repr(words), report)
    expect(page.text('error') == '', '#error after checking the course file', 'empty', page.text('error'))
    return f'check of the course SMT-LIB file finds the typo {COURSE_TYPO} for {COURSE_MEANT}'


def check_decode(page, data):
    """A solver's answer for N = 4 is drawn as its board."""
    page.set_n('4')
    page.paste('decode-input', MODEL_4)
    page.click('decode', 'decode a model of N = 4')
    text = page.text('decode-text') or ''
    boards = text_boards(text)
    expect([sorted(b) for b in boards] == [BOARD_4], '#decode-text', BOARD_4, text)
    drawn = [sorted(map(tuple, b)) for b in page.svg_boards('decode-board')]
    expect(drawn == [BOARD_4], '#decode-board queens', BOARD_4, drawn)
    page.screenshot('decode-board', 'decode.png')
    return 'decode of a solver model for N=4 shows the board 2,4,1,3 in text and SVG'


def check_bad_input(page, data):
    """7. Bad input gets a clear message and breaks nothing."""
    page.set_n('0')
    error = page.text('error') or ''
    expect('board size' in error and "'0'" in error, '#error for N = 0', "a message on the board size '0'", error)
    page.set_n('abc')
    error = page.text('error') or ''
    expect("board size 'abc'" in error, '#error for N = abc', "a message on the board size 'abc'", error)
    page.set_n('4')
    expect(page.text('error') == '', '#error once N = 4 again', 'empty', page.text('error'))
    page.paste('decode-input', GARBAGE)
    page.click('decode', 'decode garbage')
    said = (page.text('error') or '') + '\n' + (page.text('decode-text') or '')
    expect('line 1' in said and 'hello world' in said, '#error or #decode-text for garbage to decode',
           'a message naming line 1 and its text', said)
    page.screenshot('error', 'decode_garbage.png')
    still_works(page, 'after bad input')
    return f'N=0, N=abc and garbage to decode give messages ({error.strip()!r}); solve N=5 still works'


def shown_messages(page):
    return {id_: text for id_, text in page.messages().items() if text.strip()}


def check_errors_vanish(page, data):
    """Issue 27: an error goes with its cause. A failed solve of N = 0 once
    N = 8 is typed; a failed solve with two queens that attack each other
    (the oracle's rule) once "allow an impossible board" is ticked; a
    decode error of a model of N = 4 read at N = 5 once N = 4 is typed, or
    once the answer is edited."""
    page.set_n('0')
    page.click('solve', 'solve N = 0')
    expect(shown_messages(page), 'messages after solving N = 0', 'an error', page.messages())
    page.set_n('8', over_selection=True)
    expect(not shown_messages(page), 'messages once N = 8 follows N = 0', 'none', shown_messages(page))

    page.set_n('4')
    page.clear_board()
    pair = ((1, 1), (1, 2))
    expect(oracle.attacks(*pair), f'the queens on {pair[0]} and {pair[1]}', 'attacking each other', 'apart')
    for square in pair:
        page.click_square(*square)
    page.click('solve', f'solve N = 4 with queens on {pair[0]} and {pair[1]}')
    said = ' '.join(shown_messages(page).values())
    expect('attack each other' in said, f'messages for queens on {pair[0]} and {pair[1]}',
           "'attack each other'", page.messages())
    set_option(page, 'allow-unsat', True)
    expect(not shown_messages(page), 'messages once "allow an impossible board" is ticked', 'none',
           shown_messages(page))
    page.clear_board()
    set_option(page, 'allow-unsat', False)

    page.set_n('5')
    page.paste('decode-input', MODEL_4)
    page.click('decode', 'decode a model of N = 4 at N = 5')
    expect(shown_messages(page), 'messages after decoding a model of N = 4 at N = 5', 'an error', page.messages())
    page.set_n('4', over_selection=True)
    expect(not shown_messages(page), 'messages once N = 4', 'none', shown_messages(page))
    page.click('decode', 'decode a model of N = 4 at N = 4')
    drawn = [sorted(map(tuple, b)) for b in page.svg_boards('decode-board')]
    expect(drawn == [BOARD_4] and not shown_messages(page), '#decode-board and messages at N = 4',
           f'{BOARD_4} and no message', (drawn, shown_messages(page)))
    page.paste('decode-input', GARBAGE)
    page.click('decode', 'decode garbage')
    expect(shown_messages(page), 'messages after decoding garbage', 'an error', page.messages())
    page.paste('decode-input', MODEL_4)
    expect(not shown_messages(page), 'messages once the answer is edited', 'none', shown_messages(page))
    return 'errors gone after N = 0 -> 8, after ticking "allow an impossible board", after N = 5 -> 4 and an edit'


def set_viewport(page, size):
    """A phone's screen ({'width', 'height'}) emulated, or the window's own
    (None)."""
    if size:
        page.driver.execute_cdp_cmd('Emulation.setDeviceMetricsOverride',
                                    {**size, 'deviceScaleFactor': 1, 'mobile': True})
    else:
        page.driver.execute_cdp_cmd('Emulation.clearDeviceMetricsOverride', {})


def status_bar(page):
    """The status bar's height, and #error's height and line height."""
    return page.js("""
        const error = document.getElementById('error');
        return {bar: document.getElementById('progress').parentElement.getBoundingClientRect().height,
                error: error.getBoundingClientRect().height, line: parseFloat(getComputedStyle(error).lineHeight)};""")


def covered_button(page, id_):
    """What covers the centre of a button scrolled to the middle of the
    screen: '' when nothing does."""
    return page.js("""
        const button = document.getElementById(arguments[0]);
        button.scrollIntoView({block: 'center'});
        const r = button.getBoundingClientRect();
        const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        return !hit || hit === button || button.contains(hit) ? '' : (hit.id ? '#' + hit.id : hit.tagName + '.' + hit.className);""",
                   id_)


def check_long_error_list(page, data):
    """Issue 27: a long error list goes into the result area and the status
    bar stays one line. Decoding 40 lines of garbage, on the desktop window
    and on a 390x844 phone: the status bar is as high as with no error,
    #error is one line and names line 1, #decode-messages has one message
    per garbage line, in order, up to decode's 20 and then how many more,
    and every action button takes its click."""
    garbage = ''.join(f'garbage {i}\n' for i in range(1, LONG_GARBAGE_LINES + 1))
    shown = []
    try:
        for name, size in (('desktop', None), ('phone', PHONE)):
            set_viewport(page, size)
            page.set_n('4')
            idle = status_bar(page)
            page.paste('decode-input', garbage)
            page.click('decode', f'decode {LONG_GARBAGE_LINES} lines of garbage ({name})')
            failed = status_bar(page)
            expect(failed['bar'] <= idle['bar'] + 1, f'status bar height with {LONG_GARBAGE_LINES} errors ({name})',
                   f'at most {idle["bar"]:.0f} px, as with no error', f'{failed["bar"]:.0f} px')
            expect(failed['error'] <= 1.5 * failed['line'], f'#error height ({name})',
                   f'one line ({failed["line"]:.0f} px)', f'{failed["error"]:.0f} px')
            first = page.text('error') or ''
            expect('line 1' in first and "'garbage 1'" in first, f'#error ({name})',
                   "the first message, on line 1 and 'garbage 1'", first)
            # decode says the first DECODE_SHOWN problems of an input, then
            # how many more (docs/guarantees.md)
            lines = (page.text('decode-messages') or '').strip().splitlines()
            more = LONG_GARBAGE_LINES - DECODE_SHOWN
            expect(len(lines) == DECODE_SHOWN + 1 and all(
                f'line {i}:' in line and f"'garbage {i}'" in line
                for i, line in enumerate(lines[:DECODE_SHOWN], 1)) and
                f'and {more} more problems not shown' in lines[-1],
                f'#decode-messages ({name})',
                f'{DECODE_SHOWN} messages, line i naming garbage i, then "and {more} more"', lines)
            covered = {id_: by for id_ in ACTION_BUTTONS for by in [covered_button(page, id_)] if by}
            expect(not covered, f'action buttons with {LONG_GARBAGE_LINES} errors ({name})', 'none covered', covered)
            try:
                page.click('decode', f'decode again, the button centred ({name})')
            except WebDriverException as refused:
                raise Failure(f'clicking #decode with {LONG_GARBAGE_LINES} errors ({name}): {refused.msg}')
            page.screenshot('decode', f'long_errors_{name}.png')
            shown.append(f'{name} {failed["bar"]:.0f} px')
    finally:
        set_viewport(page, None)
    page.paste('decode-input', '')
    return f'{LONG_GARBAGE_LINES} decode errors, {DECODE_SHOWN} shown and the rest counted in #decode-messages; status bar one line ({", ".join(shown)})'


def check_cancel(page, data):
    """8. Cancel stops a long count at once and the page goes on working."""
    page.set_n('17')
    before = page.js('return window.pageTestBusyStarts')
    page.el('count').click()
    try:
        WebDriverWait(page.driver, 120, poll_frequency=0.1).until(
            lambda d: re.search(r'\d+%|parts', page.text('progress') or ''))
    except TimeoutException:
        raise Failure(f'#progress during count 17: expected progress (a percentage) within 120 s, '
                      f'found {page.text("progress")!r}')
    expect(page.busy() == 'true', 'body busy during count 17', "'true'", page.busy())
    expect(page.js("return !document.getElementById('cancel').disabled"), '#cancel during a count', 'enabled', 'disabled')
    shown = page.text('progress')
    started = time.monotonic()
    page.el('cancel').click()
    try:
        WebDriverWait(page.driver, 30, poll_frequency=0.05).until(
            lambda d: page.busy() == 'false' and 'Cancelled' in (page.text('progress') or ''))
    except TimeoutException:
        raise Failure(f'cancel: expected busy "false" and #progress "Cancelled" within 30 s, found busy='
                      f'{page.busy()!r}, #progress={page.text("progress")!r}')
    took = time.monotonic() - started
    expect(page.js("return document.getElementById('cancel').disabled"), '#cancel after cancelling', 'disabled', 'enabled')
    page.screenshot('progress', 'cancel.png')
    expect(page.js('return window.pageTestBusyStarts') > before, 'count 17', 'the page busy', 'never busy')
    still_works(page, 'after a cancel')
    return f'count 17 cancelled at {shown!r} in {took:.2f} s; solve N=5 works afterwards'


def check_offline(page, data):
    """Last, since it stops the server: once loaded, the page works with no
    network, from its service worker's cache."""
    cached = page.driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        navigator.serviceWorker.ready
          .then(() => caches.match('nqueens-cnf.wasm'))
          .then((found) => done(Boolean(found)), (error) => done(String(error)));""")
    expect(cached is True, 'the service worker', 'nqueens-cnf.wasm in its cache', cached)
    page.stop_server()
    offline = Page(page.driver, page.driver.current_url, page.screenshots)
    still_works(offline, 'reloaded with the server stopped')
    return 'with the server stopped, the page reloads from its service worker and solves N = 5'


CHECKS = [('1 cnf', check_cnf), ('2 sizes', check_sizes), ('3 solve', check_solve), ('3 board editor', check_board_editor),
          ('3 marks survive typing', check_marks_survive_typing), ('3 board coordinates', check_board_coordinates),
          ('4 solutions', check_solutions), ('5 check', check_missing_clause), ('5 caption markup', check_caption_markup),
          ('6 course file', check_course_file), ('7 decode', check_decode),
          ('7 bad input', check_bad_input), ('7 errors vanish', check_errors_vanish),
          ('7 long error list', check_long_error_list), ('8 cancel', check_cancel),
          ('offline', check_offline)]


def main(argv):
    if len(argv) != 4:
        print('usage: page_test.py SITE_DIR DATA_DIR SCREENSHOT_DIR')
        return 2
    site_dir, data, screenshots = argv[1:]
    started = time.monotonic()
    for name in ('index.html', 'nqueens-cnf.js', 'nqueens-cnf.wasm'):
        if not os.path.isfile(os.path.join(site_dir, name)):
            print(f'FAIL setup: {site_dir} lacks {name} (expected the built site)')
            return 1
    os.makedirs(screenshots, exist_ok=True)
    downloads = tempfile.mkdtemp(prefix='page-test-')
    site = Site(site_dir)
    driver = None
    failures = 0
    try:
        driver = start_browser(downloads)
        page = Page(driver, site.url, screenshots, stop_server=site.close)
        for problem in page.console_problems():
            print(f'FAIL page load: console: {problem}')
            failures += 1
        for name, check in CHECKS:
            try:
                summary = check(page, data)
                problems = page.console_problems()
                expect(not problems, 'browser console', 'no errors or warnings', problems)
                print(f'ok {name}: {summary}')
            except Failure as failure:
                print(f'FAIL {name}: {failure}')
                for problem in page.console_problems():
                    print(f'    console: {problem}')
                failures += 1
    except (Failure, WebDriverException) as failure:
        print(f'FAIL setup: {failure}')
        failures += 1
    finally:
        if driver:
            driver.quit()
        site.close()
        shutil.rmtree(downloads, ignore_errors=True)
    seconds = time.monotonic() - started
    if failures:
        print(f'{failures} check(s) failed in {seconds:.1f} s; screenshots in {screenshots}')
        return 1
    print(f'all {len(CHECKS)} checks passed in {seconds:.1f} s; screenshots in {screenshots}')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
