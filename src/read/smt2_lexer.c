/*
 * smt2_lexer.c - SMT-LIB 2 bytes to a tree of parentheses.
 *
 * The whole file becomes one tree before any command is read: a missing
 * or extra parenthesis is then found and named with its line and column
 * first, as it explains everything else that would go wrong. The tree is
 * one array of nodes linked by index (first child, next sibling, parent)
 * and built without recursion, since the input may be any bytes (a
 * fuzzer's, or a file ending in ten thousand parentheses); its depth is
 * limited so that the recursive steps after it stay within the stack.
 * Tokens follow SMT-LIB 2.6: ; comments, |quoted symbols| (which may span
 * lines), "strings" with "" inside, :keywords, numerals, decimals and
 * #x/#b constants (kept, to be refused by sort later with a clear word).
 * Columns count characters, not bytes, as an editor shows them.
 */
#include "read/smt2.h"

#include "core/internal.h"

#include <string.h>

/* Deeper than any formula a person writes, shallow enough for the
 * recursive steps after the lexer. */
#define MAX_DEPTH 1000

typedef struct lexer {
    const char *data;
    size_t size, at;
    size_t line;
    size_t line_start; /* byte offset of the line's first byte */
    size_t counted_to; /* columns are counted on from here (one long */
    uint32_t counted;  /* line must not be scanned once per token) */
    sx_tree *tree;
    uint32_t open;     /* the innermost list not yet closed */
    size_t depth;
    nqcnf_smt2 *smt2;
} lexer;

static uint32_t column_of(lexer *l, size_t offset)
{
    if (l->counted_to < l->line_start || l->counted_to > offset) {
        l->counted_to = l->line_start;
        l->counted = 1;
    }
    for (; l->counted_to < offset; l->counted_to++)
        l->counted += ((unsigned char)l->data[l->counted_to] & 0xC0) != 0x80;
    return l->counted;
}

static int is_symbol_char(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || (c != 0 && strchr("~!@$%^&*_-+=<>.?/", c));
}

/* Appends a node to the open list; SX_NONE when out of memory. */
static uint32_t add_node(lexer *l, sx_kind kind, size_t start, size_t length)
{
    sx_tree *tree = l->tree;
    if (tree->count >= SX_NONE - 1 ||
        nqcnf_grow((void **)&tree->nodes, &tree->capacity, tree->count + 1,
                   sizeof *tree->nodes))
        return SX_NONE;
    const uint32_t index = (uint32_t)tree->count++;
    sx_node *node = &tree->nodes[index];
    memset(node, 0, sizeof *node);
    node->kind = (unsigned char)kind;
    node->at = l->data + start;
    node->length = length > UINT32_MAX ? UINT32_MAX : (uint32_t)length;
    node->first = node->last = node->next = SX_NONE;
    node->line = l->line;
    node->column = column_of(l, start);
    node->parent = l->open;
    if (index == 0) return index;
    sx_node *parent = &tree->nodes[l->open];
    if (parent->last == SX_NONE) parent->first = index;
    else tree->nodes[parent->last].next = index;
    parent->last = index;
    parent->count++;
    return index;
}

/* Runs to the closing `quote` (for strings, a doubled quote is inside);
 * counts the lines it crosses. Returns the offset of the closing quote,
 * or size when there is none. */
static size_t find_closing(lexer *l, size_t from, char quote, int doubled)
{
    for (size_t i = from; i < l->size; i++) {
        if (l->data[i] == '\n') {
            l->line++;
            l->line_start = i + 1;
        }
        if (l->data[i] != quote) continue;
        if (doubled && i + 1 < l->size && l->data[i + 1] == quote) {
            i++;
            continue;
        }
        return i;
    }
    return l->size;
}

static nqcnf_status quoted(lexer *l, char quote)
{
    const size_t start = l->at, line = l->line;
    const uint32_t column = column_of(l, start);
    const size_t start_of_line = l->line_start;
    const size_t end = find_closing(l, start + 1, quote, quote == '"');
    if (end == l->size) {
        l->line = line;
        l->line_start = start_of_line;
        return nqcnf_smt2_fail(l->smt2, line, column,
                               quote == '|'
                                   ? "the quoted symbol opened here by `|` "
                                     "has no closing `|`"
                                   : "the string opened here by `\"` has "
                                     "no closing `\"`");
    }
    /* the node carries where the token starts, not where it ends */
    const size_t saved_line = l->line, saved_start = l->line_start;
    l->line = line;
    l->line_start = start_of_line;
    const uint32_t node = add_node(l, quote == '|' ? SX_SYMBOL : SX_STRING,
                                   start + 1, end - start - 1);
    l->line = saved_line;
    l->line_start = saved_start;
    if (node == SX_NONE) return NQCNF_ERR_OUT_OF_MEMORY;
    l->tree->nodes[node].quoted = quote == '|';
    l->tree->nodes[node].column = column; /* the quote's, not the text's */
    l->at = end + 1;
    return NQCNF_OK;
}

static nqcnf_status open_list(lexer *l)
{
    if (l->depth >= MAX_DEPTH)
        return nqcnf_smt2_fail(
            l->smt2, l->line, column_of(l, l->at),
            "parentheses nested more than %d deep: write the "
            "formula as several asserts",
            MAX_DEPTH);
    const uint32_t node = add_node(l, SX_LIST, l->at, 1);
    if (node == SX_NONE) return NQCNF_ERR_OUT_OF_MEMORY;
    l->open = node;
    l->depth++;
    l->at++;
    return NQCNF_OK;
}

static nqcnf_status close_list(lexer *l)
{
    if (l->depth == 0)
        return nqcnf_smt2_fail(
            l->smt2, l->line, column_of(l, l->at),
            "this `)` closes nothing: there is one `)` too many "
            "before it, or a `(` missing");
    l->open = l->tree->nodes[l->open].parent;
    l->depth--;
    l->at++;
    return NQCNF_OK;
}

/* A run of symbol characters: a numeral, a decimal, a keyword or a
 * symbol; #x and #b constants too. */
static nqcnf_status word(lexer *l)
{
    const size_t start = l->at;
    const unsigned char first = (unsigned char)l->data[start];
    size_t end = start + 1;
    while (end < l->size && is_symbol_char((unsigned char)l->data[end])) end++;
    sx_kind kind = SX_SYMBOL;
    if (first == ':') kind = SX_KEYWORD;
    else if (first == '#') kind = SX_OTHER;
    else if (first >= '0' && first <= '9') {
        kind = SX_NUMERAL;
        for (size_t i = start; i < end; i++)
            if (l->data[i] < '0' || l->data[i] > '9') kind = SX_OTHER;
    }
    if (add_node(l, kind, start, end - start) == SX_NONE)
        return NQCNF_ERR_OUT_OF_MEMORY;
    l->at = end;
    return NQCNF_OK;
}

/* The code point of the UTF-8 sequence at `at`; U+FFFD if malformed. */
static uint32_t code_point(const lexer *l, size_t at)
{
    const unsigned char *bytes = (const unsigned char *)l->data;
    const unsigned char lead = bytes[at];
    const size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0;
    if (length == 0 || at + length > l->size) return 0xFFFD;
    uint32_t code = (uint32_t)(lead & (0xFF >> (length + 1)));
    for (size_t k = 1; k < length; k++) {
        if ((bytes[at + k] & 0xC0) != 0x80) return 0xFFFD;
        code = (code << 6) | (bytes[at + k] & 0x3F);
    }
    return code;
}

/* What a character that is not ASCII usually is, in a pasted file. */
static const char *look_alike(uint32_t code)
{
    switch (code) {
    case 0x00A0: return "a no-break space, as a web page's code is copied: "
                        "retype it as a plain space";
    case 0xFEFF: return "a byte-order mark: save the file as UTF-8 without "
                        "BOM, or as ASCII";
    case 0x2018: case 0x2019: case 0x201C: case 0x201D:
        return "a curly quote: SMT-LIB quotes strings with \" and symbols "
               "with |";
    case 0x2212: case 0x2013: case 0x2014:
        return "a dash that looks like `-`: retype it as `-`";
    default:
        return "SMT-LIB allows it only inside |quoted symbols| and strings: "
               "retype it";
    }
}

static nqcnf_status stray(lexer *l)
{
    const unsigned char c = (unsigned char)l->data[l->at];
    const uint32_t column = column_of(l, l->at);
    if (c >= 0x80) {
        const uint32_t code = code_point(l, l->at);
        return nqcnf_smt2_fail(l->smt2, l->line, column,
                               "a character that is not ASCII (U+%04X): %s",
                               (unsigned)code, look_alike(code));
    }
    if (c < 0x20 || c == 0x7F)
        return nqcnf_smt2_fail(l->smt2, l->line, column,
                               "a control character (byte 0x%02X): remove it",
                               c);
    return nqcnf_smt2_fail(
        l->smt2, l->line, column,
        "`%c` cannot start a word of SMT-LIB: symbols are "
        "letters, digits and ~!@$%%^&*_-+=<>.?/, or written "
        "between |bars|",
        c);
}

static nqcnf_status next(lexer *l)
{
    const char c = l->data[l->at];
    if (c == '\n') {
        l->line++;
        l->line_start = ++l->at;
        return NQCNF_OK;
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
        l->at++;
        return NQCNF_OK;
    }
    if (c == ';') {
        const char *newline = memchr(l->data + l->at, '\n', l->size - l->at);
        l->at = newline ? (size_t)(newline - l->data) : l->size;
        return NQCNF_OK;
    }
    if (c == '(') return open_list(l);
    if (c == ')') return close_list(l);
    if (c == '|' || c == '"') return quoted(l, c);
    if (is_symbol_char((unsigned char)c) || c == ':' || c == '#')
        return word(l);
    return stray(l);
}

nqcnf_status nqcnf_smt2_lex(const char *data, size_t size, sx_tree *tree,
                            nqcnf_smt2 *smt2)
{
    lexer l = {data, size, 0, 1, 0, 0, 1, tree, 0, 0, smt2};
    memset(tree, 0, sizeof *tree);
    if (add_node(&l, SX_LIST, 0, 0) == SX_NONE)
        return NQCNF_ERR_OUT_OF_MEMORY;
    nqcnf_status status = NQCNF_OK;
    while (status == NQCNF_OK && !SMT2_FAILED(smt2) && l.at < size)
        status = next(&l);
    if (status != NQCNF_OK || SMT2_FAILED(smt2) || l.depth == 0)
        return status;
    const sx_node *open = &tree->nodes[l.open];
    return nqcnf_smt2_fail(
        smt2, open->line, open->column,
        "this `(` is never closed: a `)` is missing (%zu in "
        "all at the end of the file)",
        l.depth);
}

void nqcnf_sx_tree_free(sx_tree *tree)
{
    nqcnf_release(tree->nodes);
    memset(tree, 0, sizeof *tree);
}

int nqcnf_sx_is(const sx_node *node, const char *text)
{
    const size_t length = strlen(text);
    return node->kind == SX_SYMBOL && !node->quoted &&
           node->length == length && memcmp(node->at, text, length) == 0;
}
