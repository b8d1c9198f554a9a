/*
 * sniff.c - what a text is, before any reader runs.
 *
 * A student who checks the wrong file (the solver's answer instead of the
 * CNF, a compressed download, the SMT-LIB version, an empty file the
 * program never wrote) should read one sentence that says so, not a
 * finding for each of a thousand lines. The DIMACS reader cannot say it:
 * it sees words that are not literals, one line at a time. So the whole
 * text is looked at first, by the marks each kind of file carries at its
 * start: magic bytes, a NUL, a first word of "(", "s SATISFIABLE". Only
 * what is unmistakable is named; everything else is DIMACS, read and
 * judged line by line as before.
 */
#include "read/text.h"

#include <stdint.h>
#include <string.h>

/* Binary data shows in its first blocks; a huge text file need not be
 * scanned to its end. */
#define SNIFF_BINARY_WINDOW 65536u
#define SNIFF_CONTROL_BYTES 8u

typedef struct magic {
    const char *name;
    const char *bytes;
    size_t length;
} magic;

static const magic compressions[] = {
    {"gzip", "\x1f\x8b", 2},
    {"xz", "\xfd" "7zXZ\0", 6},
    {"zstd", "\x28\xb5\x2f\xfd", 4},
    {"bzip2", "BZh", 3},
};

static int is_compressed(const char *data, size_t size, const char **name)
{
    for (size_t i = 0; i < sizeof compressions / sizeof *compressions; i++)
        if (size >= compressions[i].length &&
            memcmp(data, compressions[i].bytes, compressions[i].length) ==
                0) {
            /* "BZh" must be followed by a block size digit to be bzip2:
             * a text may well begin with those three letters. */
            if (compressions[i].length == 3 &&
                (size < 4 || data[3] < '1' || data[3] > '9'))
                continue;
            *name = compressions[i].name;
            return 1;
        }
    return 0;
}

/* A NUL byte, or more control bytes (other than the blanks, newline and
 * escape, which a pasted terminal log has) than a text mangled by hand
 * would have: one stray control byte in a word is the reader's to
 * report, at its line and column. Returns the first such byte. */
static int first_binary_byte(const char *data, size_t size, size_t *offset,
                             const char **name)
{
    const size_t window = size < SNIFF_BINARY_WINDOW ? size
                                                     : SNIFF_BINARY_WINDOW;
    size_t controls = 0, first = 0, nul = SIZE_MAX;
    for (size_t i = 0; i < window; i++) {
        const unsigned char byte = (unsigned char)data[i];
        if (byte >= 0x20 || byte == '\n' || byte == 0x1b ||
            nqcnf_is_blank((char)byte))
            continue;
        if (controls++ == 0) first = i;
        if (byte == 0 && nul == SIZE_MAX) nul = i;
    }
    if (nul != SIZE_MAX) {
        *offset = nul;
        *name = "a NUL byte";
        return 1;
    }
    if (controls < SNIFF_CONTROL_BYTES) return 0;
    *offset = first;
    *name = "a control byte";
    return 1;
}

static size_t line_of(const char *data, size_t offset)
{
    size_t line = 1;
    for (size_t i = 0; i < offset; i++) line += data[i] == '\n';
    return line;
}

/* Without the invisible characters a text copied from a web page starts
 * with (no-break spaces, a byte-order mark), so that a course's SMT-LIB
 * file pasted from its page is still known by its "(" (the reader then
 * names those characters). */
static nqcnf_text past_invisible(nqcnf_text text)
{
    for (;;) {
        if (nqcnf_text_starts_with(text, "\xc2\xa0"))
            text = nqcnf_text_make(text.at + 2, text.length - 2);
        else if (nqcnf_text_starts_with(text, "\xef\xbb\xbf"))
            text = nqcnf_text_make(text.at + 3, text.length - 3);
        else if (text.length > 0 && nqcnf_is_blank(text.at[0]))
            text = nqcnf_text_make(text.at + 1, text.length - 1);
        else
            return text;
    }
}

/* The first line that is not blank and not a comment of `marker`. */
static nqcnf_text first_content_line(const char *data, size_t size,
                                     char marker, size_t *line)
{
    size_t start = 0;
    *line = 0;
    while (start < size) {
        const char *end = memchr(data + start, '\n', size - start);
        const size_t stop = end ? (size_t)(end - data) : size;
        (*line)++;
        const nqcnf_text text = past_invisible(
            nqcnf_text_trim(nqcnf_text_make(data + start, stop - start)));
        if (text.length > 0 && text.at[0] != marker) return text;
        start = stop + 1;
    }
    return nqcnf_text_make(data + size, 0);
}

/* Whether a text without content has a comment (rather than blanks). */
static int has_comment(const char *data, size_t size)
{
    for (size_t i = 0; i < size; i++)
        if (!nqcnf_is_blank(data[i]) && data[i] != '\n') return 1;
    return 0;
}

static int is_solver_answer(nqcnf_text line, const char **name)
{
    nqcnf_text rest = line;
    const nqcnf_text word = nqcnf_text_word(&rest);
    const int alone = nqcnf_text_trim(rest).length == 0;
    if (nqcnf_text_is(word, "s") || nqcnf_text_is(word, "v")) {
        *name = "competition";
        return 1;
    }
    if (alone && (nqcnf_text_is(word, "SAT") || nqcnf_text_is(word, "UNSAT") ||
                  nqcnf_text_is(word, "INDET"))) {
        *name = "minisat";
        return 1;
    }
    if (alone && (nqcnf_text_is(word, "sat") || nqcnf_text_is(word, "unsat") ||
                  nqcnf_text_is(word, "unknown"))) {
        *name = "z3";
        return 1;
    }
    return 0;
}

/* OPB's header comment, or a first constraint: a term "x<digits>", a
 * relation and the closing ";". */
static int is_opb(nqcnf_text line)
{
    if (nqcnf_text_starts_with(line, "* #variable=")) return 1;
    if (line.at[line.length - 1] != ';') return 0;
    int term = 0, relation = 0;
    nqcnf_text rest = line;
    for (nqcnf_text word = nqcnf_text_word(&rest); word.length > 0;
         word = nqcnf_text_word(&rest)) {
        if (word.at[0] == 'x' || (word.length > 1 && word.at[0] == '~' &&
                                  word.at[1] == 'x'))
            term = 1;
        if (nqcnf_text_is(word, ">=") || nqcnf_text_is(word, "=") ||
            nqcnf_text_is(word, "<="))
            relation = 1;
    }
    return term && relation;
}

nqcnf_text_sniff nqcnf_sniff_text(const char *data, size_t size)
{
    nqcnf_text_sniff sniff = {NQCNF_TEXT_DIMACS, "", 0, 0};
    if (data == NULL) size = 0;
    if (size > 0 && is_compressed(data, size, &sniff.name)) {
        sniff.kind = NQCNF_TEXT_COMPRESSED;
        sniff.line = 1;
        return sniff;
    }
    if (size > 0 && first_binary_byte(data, size, &sniff.offset, &sniff.name)) {
        sniff.kind = NQCNF_TEXT_BINARY;
        sniff.line = line_of(data, sniff.offset);
        return sniff;
    }
    /* SMT-LIB comments start with ';', DIMACS and solver logs with 'c',
     * OPB with '*': each kind is looked for past its own comments. */
    size_t line;
    const nqcnf_text smt = first_content_line(data, size, ';', &line);
    if (smt.length > 0 && smt.at[0] == '(') {
        sniff.kind = NQCNF_TEXT_SMT_LIB;
        sniff.line = line;
        return sniff;
    }
    const nqcnf_text opb = first_content_line(data, size, '*', &line);
    if (opb.length > 0 && is_opb(opb)) {
        sniff.kind = NQCNF_TEXT_OPB;
        sniff.line = line;
        return sniff;
    }
    const nqcnf_text first = first_content_line(data, size, 'c', &line);
    if (first.length == 0) {
        sniff.kind = NQCNF_TEXT_EMPTY;
        sniff.line = has_comment(data, size) ? 1 : 0;
        return sniff;
    }
    if (is_solver_answer(first, &sniff.name)) {
        sniff.kind = NQCNF_TEXT_SOLVER_OUTPUT;
        sniff.line = line;
    }
    return sniff;
}
