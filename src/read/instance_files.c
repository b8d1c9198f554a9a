/*
 * instance_files.c - the file formats of the instances of the
 * literature: CSPLib 079's Excluded Diagonals (`n = 10`, `numdiags = 14`,
 * `diags = [[4, 1], ...]`, as queens-diag-gen.py prints it) and blocked
 * squares (the ASP competition's `block(R,C).` facts of CSPLib 080, a
 * plain `R C` per line, and blocked-gen.py's `letting blocks = [[R, C],
 * ...]`).
 *
 * Both go through one small tokenizer (numbers, words, punctuation, line
 * numbers, comments from #, % or $ to the end of the line: Python, ASP and
 * Essence' comments), because the formats are free-form enough (lists over
 * several lines, `letting` and `;` of the Essence' parameter files) that
 * line patterns would refuse what the generators print. A malformed file
 * names its line and what was expected, and changes nothing: everything it
 * added is taken back.
 */
#include "generate/instance.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef enum token_kind { TOKEN_END, TOKEN_NUMBER, TOKEN_WORD,
                          TOKEN_PUNCT } token_kind;

typedef struct token {
    token_kind kind;
    uint64_t number;
    const char *text;
    size_t length;
    size_t line;
} token;

typedef struct lexer {
    const char *p, *end;
    size_t line;
    token current;
    nqcnf_read_error *error;
    nqcnf_read_error own; /* for nqcnf_errmsg(), as *error may be NULL */
    int failed;
    int out_of_memory;
    nqcnf_instance *instance;
    size_t before[3]; /* its lists' lengths, restored after an error */
} lexer;

__attribute__((format(printf, 3, 4)))
static int fail(lexer *lx, size_t line, const char *format, ...)
{
    if (!lx->failed) {
        va_list args;
        va_start(args, format);
        vsnprintf(lx->own.expected, sizeof lx->own.expected, format, args);
        va_end(args);
        lx->own.line = line;
        if (lx->error != NULL) *lx->error = lx->own;
    }
    lx->failed = 1;
    return -1;
}

static int out_of_memory(lexer *lx)
{
    lx->out_of_memory = 1;
    return fail(lx, 0, "memory for the instance (out of memory)");
}

static void skip_blanks(lexer *lx)
{
    while (lx->p < lx->end) {
        const char c = *lx->p;
        if (c == '\n') {
            lx->line++;
            lx->p++;
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' ||
                   c == '\v') {
            lx->p++;
        } else if (c == '#' || c == '%' || c == '$') {
            while (lx->p < lx->end && *lx->p != '\n') lx->p++;
        } else {
            return;
        }
    }
}

static int is_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }

/* Reads the next token into lx->current; -1 after an error. */
static int next(lexer *lx)
{
    skip_blanks(lx);
    token *t = &lx->current;
    memset(t, 0, sizeof *t);
    t->line = lx->line;
    t->text = lx->p;
    if (lx->p >= lx->end) return 0;
    const char c = *lx->p;
    if (is_digit(c)) {
        t->kind = TOKEN_NUMBER;
        while (lx->p < lx->end && is_digit(*lx->p)) {
            if (t->number > (UINT32_MAX - 9u) / 10u)
                return fail(lx, t->line, "a number below 4294967286");
            t->number = t->number * 10 + (uint64_t)(*lx->p++ - '0');
        }
    } else if (is_letter(c)) {
        t->kind = TOKEN_WORD;
        while (lx->p < lx->end && (is_letter(*lx->p) || is_digit(*lx->p)))
            lx->p++;
    } else if (strchr("()[],.=;", c) != NULL) {
        t->kind = TOKEN_PUNCT;
        lx->p++;
    } else {
        return fail(lx, t->line, "a number, a name or one of ()[],.=; "
                    "(found the byte 0x%02x)", (unsigned)(unsigned char)c);
    }
    t->length = (size_t)(lx->p - t->text);
    return 0;
}

static int is_word(const token *t, const char *word)
{
    return t->kind == TOKEN_WORD && t->length == strlen(word) &&
           memcmp(t->text, word, t->length) == 0;
}

static int is_punct(const token *t, char c)
{
    return t->kind == TOKEN_PUNCT && t->text[0] == c;
}

/* Consumes the punctuation `c` or fails with `what`. */
static int expect(lexer *lx, char c, const char *what)
{
    if (!is_punct(&lx->current, c))
        return fail(lx, lx->current.line, "%s", what);
    return next(lx);
}

static int expect_number(lexer *lx, const char *what, uint64_t *value)
{
    if (lx->current.kind != TOKEN_NUMBER)
        return fail(lx, lx->current.line, "%s", what);
    *value = lx->current.number;
    return next(lx);
}

/* `NAME =` after an optional `letting` (and `be` for `=`); the name's
 * token is left in *name. 0, 1 when the statement is not an assignment
 * (nothing consumed but `letting`), -1 on error. */
static int assignment_start(lexer *lx, token *name)
{
    const int letting = is_word(&lx->current, "letting");
    if (letting && next(lx) != 0) return -1;
    *name = lx->current;
    if (name->kind != TOKEN_WORD) {
        if (letting) return fail(lx, name->line, "a name after 'letting'");
        return 1;
    }
    const char *save = lx->p;
    const size_t line = lx->line;
    if (next(lx) != 0) return -1;
    if (is_punct(&lx->current, '=') || is_word(&lx->current, "be"))
        return next(lx);
    char quote[48];
    if (letting)
        return fail(lx, lx->current.line, "'=' after 'letting %s'",
                    nqcnf_quote(name->text, name->length, quote,
                                sizeof quote));
    lx->p = save; /* not an assignment: back to the name */
    lx->line = line;
    lx->current = *name;
    return 1;
}

static int optional_semicolon(lexer *lx)
{
    return is_punct(&lx->current, ';') ? next(lx) : 0;
}

/* `[[a, b], [c, d], ...]`; each pair goes to `pair`. */
static int read_pairs(lexer *lx, const char *what,
                      int (*pair)(void *context, uint64_t a, uint64_t b,
                                  size_t line),
                      void *context)
{
    if (expect(lx, '[', what) != 0) return -1;
    int first = 1;
    while (!is_punct(&lx->current, ']')) {
        if (!first && expect(lx, ',', "',' or ']' in the list") != 0)
            return -1;
        first = 0;
        const size_t line = lx->current.line;
        uint64_t a = 0, b = 0;
        if (expect(lx, '[', what) != 0 ||
            expect_number(lx, "a number after '['", &a) != 0 ||
            expect(lx, ',', "',' between the pair's two numbers") != 0 ||
            expect_number(lx, "a second number in the pair", &b) != 0 ||
            expect(lx, ']', "']' closing the pair") != 0 ||
            pair(context, a, b, line) != 0)
            return -1;
    }
    return next(lx);
}

/* ---- the Excluded Diagonals file ---------------------------------- */

typedef struct diagonals_file {
    lexer *lx;
    nqcnf_instance *instance;
    size_t listed, take;
    size_t list_line;
    int has_list;
} diagonals_file;

static int add_diagonal(void *context, uint64_t index, uint64_t kind,
                        size_t line)
{
    diagonals_file *f = context;
    const uint32_t n = f->instance->n;
    if (kind > 1)
        return fail(f->lx, line, "a diagonal's kind 1 (sum) or 0 "
                    "(difference), not %llu", (unsigned long long)kind);
    if (index > 2 * (uint64_t)(n - 1))
        return fail(f->lx, line, "a diagonal number 0 .. %llu (2n-2 for "
                    "n = %u), not %llu", 2 * (unsigned long long)(n - 1), n,
                    (unsigned long long)index);
    f->listed++;
    if (f->listed > f->take) return 0;
    const nqcnf_diagonal d = {(uint32_t)index, (int)kind};
    if (nqcnf_instance_exclude(f->instance, d) != NQCNF_OK)
        return out_of_memory(f->lx);
    return 0;
}

static int board_size(lexer *lx, const nqcnf_instance *instance,
                      const char *name)
{
    const size_t line = lx->current.line;
    uint64_t n = 0;
    if (expect_number(lx, "the board size, a number", &n) != 0) return -1;
    if (n != instance->n)
        return fail(lx, line, "%s = %u (the board's N); the file is for "
                    "%s = %llu", name, instance->n, name,
                    (unsigned long long)n);
    return 0;
}

static int diagonals_statement(diagonals_file *f, uint64_t *numdiags,
                               int *has_numdiags)
{
    lexer *lx = f->lx;
    token name;
    const int start = assignment_start(lx, &name);
    if (start != 0)
        return start < 0 ? -1 : fail(lx, name.line, "'n =', 'numdiags =' "
                                     "or 'diags =' (CSPLib 079's format)");
    if (is_word(&name, "n")) {
        if (board_size(lx, f->instance, "n") != 0) return -1;
    } else if (is_word(&name, "numdiags")) {
        *has_numdiags = 1;
        if (expect_number(lx, "the number of diagonals", numdiags) != 0)
            return -1;
    } else if (is_word(&name, "diags")) {
        f->has_list = 1;
        f->list_line = name.line;
        if (read_pairs(lx, "'[' of the list [[d, t], ...]", add_diagonal,
                       f) != 0)
            return -1;
    } else {
        char quote[48];
        return fail(lx, name.line, "'n', 'numdiags' or 'diags', not '%s'",
                    nqcnf_quote(name.text, name.length, quote,
                                sizeof quote));
    }
    return optional_semicolon(lx);
}

static nqcnf_status finish(lexer *lx)
{
    if (!lx->failed) return NQCNF_OK;
    nqcnf_instance_truncate(lx->instance, lx->before[0], lx->before[1],
                            lx->before[2]);
    if (lx->out_of_memory) return NQCNF_ERR_OUT_OF_MEMORY;
    if (lx->own.line == 0)
        return nqcnf_invalid("text: expected %s", lx->own.expected);
    return nqcnf_invalid("text line %zu: expected %s", lx->own.line,
                         lx->own.expected);
}

/* NQCNF_OK and the first token read, or the arguments refused. */
static nqcnf_status start(lexer *lx, nqcnf_instance *instance,
                          const char *text, size_t size,
                          nqcnf_read_error *error)
{
    memset(lx, 0, sizeof *lx);
    if (instance == NULL) return nqcnf_invalid("instance is NULL");
    if (text == NULL && size > 0)
        return nqcnf_invalid("text is NULL with size %zu", size);
    lx->instance = instance;
    lx->before[0] = instance->blocked.count;
    lx->before[1] = instance->queens.count;
    lx->before[2] = instance->diagonal_count;
    lx->p = text;
    lx->end = text + size;
    lx->line = 1;
    lx->error = error;
    if (error != NULL) memset(error, 0, sizeof *error);
    next(lx);
    return NQCNF_OK;
}

nqcnf_status nqcnf_instance_read_diagonals(nqcnf_instance *instance,
                                           const char *text, size_t size,
                                           size_t take,
                                           nqcnf_read_error *error)
{
    lexer lx;
    const nqcnf_status status = start(&lx, instance, text, size, error);
    if (status != NQCNF_OK) return status;
    diagonals_file f = {&lx, instance, 0, take, 0, 0};
    uint64_t numdiags = 0;
    int has_numdiags = 0;
    while (!lx.failed && lx.current.kind != TOKEN_END)
        diagonals_statement(&f, &numdiags, &has_numdiags);
    if (lx.failed) return finish(&lx);
    if (!f.has_list)
        fail(&lx, 0, "a list 'diags = [[d, t], ...]' (CSPLib 079's format)");
    else if (has_numdiags && numdiags != f.listed)
        fail(&lx, f.list_line, "numdiags = %llu diagonals in the list; it "
             "has %zu", (unsigned long long)numdiags, f.listed);
    else if (take != SIZE_MAX && take > f.listed)
        fail(&lx, f.list_line, "at least %zu diagonals to take; the list "
             "has %zu", take, f.listed);
    return finish(&lx);
}

/* ---- blocked squares -------------------------------------------- */

typedef struct blocks_file {
    lexer *lx;
    nqcnf_instance *instance;
} blocks_file;

static int add_block(void *context, uint64_t row, uint64_t column,
                     size_t line)
{
    blocks_file *f = context;
    const uint32_t n = f->instance->n;
    if (row < 1 || column < 1 || row > n || column > n)
        return fail(f->lx, line, "a square on the %ux%u board, 1-based; "
                    "not (%llu, %llu)", n, n, (unsigned long long)row,
                    (unsigned long long)column);
    const nqcnf_square_ref square = {(uint32_t)row - 1,
                                     (uint32_t)column - 1};
    if (nqcnf_instance_block(f->instance, square) != NQCNF_OK)
        return out_of_memory(f->lx);
    return 0;
}

/* `block(R,C).` or `board(N).`, the word already read. */
static int fact(blocks_file *f, int is_block)
{
    lexer *lx = f->lx;
    const size_t line = lx->current.line;
    uint64_t a = 0, b = 0;
    if (next(lx) != 0 || expect(lx, '(', "'(' after the fact's name") != 0)
        return -1;
    if (!is_block) {
        if (board_size(lx, f->instance, "board") != 0) return -1;
    } else if (expect_number(lx, "a row number", &a) != 0 ||
               expect(lx, ',', "',' between row and column") != 0 ||
               expect_number(lx, "a column number", &b) != 0) {
        return -1;
    }
    if (expect(lx, ')', "')' closing the fact") != 0 ||
        expect(lx, '.', "'.' ending the fact") != 0)
        return -1;
    return is_block ? add_block(f, a, b, line) : 0;
}

/* `R C` alone on its line. */
static int plain_pair(blocks_file *f)
{
    lexer *lx = f->lx;
    const size_t line = lx->current.line;
    uint64_t row = 0, column = 0;
    if (expect_number(lx, "a row number", &row) != 0) return -1;
    if (lx->current.kind != TOKEN_NUMBER || lx->current.line != line)
        return fail(lx, line, "'R C', a row and a column on one line");
    if (expect_number(lx, "a column number", &column) != 0) return -1;
    if (lx->current.kind != TOKEN_END && lx->current.line == line)
        return fail(lx, line, "the end of the line after 'R C'");
    return add_block(f, row, column, line);
}

static int blocks_statement(blocks_file *f)
{
    lexer *lx = f->lx;
    if (lx->current.kind == TOKEN_NUMBER) return plain_pair(f);
    if (is_word(&lx->current, "block")) return fact(f, 1);
    if (is_word(&lx->current, "board")) return fact(f, 0);
    token name;
    const int start = assignment_start(lx, &name);
    if (start < 0) return -1;
    if (start == 0 && is_word(&name, "n")) {
        if (board_size(lx, f->instance, "n") != 0) return -1;
    } else if (start == 0 && is_word(&name, "blocks")) {
        if (read_pairs(lx, "'[' of the list [[R, C], ...]", add_block, f))
            return -1;
    } else {
        return fail(lx, name.line, "'block(R,C).', 'board(N).', 'R C' or "
                    "'letting blocks = [[R, C], ...]'");
    }
    return optional_semicolon(lx);
}

nqcnf_status nqcnf_instance_read_blocks(nqcnf_instance *instance,
                                        const char *text, size_t size,
                                        nqcnf_read_error *error)
{
    lexer lx;
    const nqcnf_status status = start(&lx, instance, text, size, error);
    if (status != NQCNF_OK) return status;
    blocks_file f = {&lx, instance};
    while (!lx.failed && lx.current.kind != TOKEN_END) blocks_statement(&f);
    return finish(&lx);
}
