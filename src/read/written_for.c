/*
 * written_for.c - the N a DIMACS or SMT-LIB text says it is written for.
 *
 * A teacher checks a class whose files are for different boards; asking
 * for each file's N by hand is the chore `check` should spare. The
 * header of an N-Queens file without auxiliary variables declares N*N
 * variables, so a square count names the board. Nothing else is a safe
 * guess: a count that is no square belongs to an encoding with auxiliary
 * variables (which any N could have), a file without a header says
 * nothing, and one whose header is malformed is judged by the reader,
 * which says what is wrong with it. Only the bytes up to the header are
 * looked at, so the answer costs nothing whatever the file's size.
 *
 * An SMT-LIB file has no header, but its names are squares: when one
 * naming covers an N x N board, each square once (smt2_names.c), that is
 * the board. Telling it takes reading the declarations, not translating
 * the asserts; a file that does not read says nothing here, and the
 * reader says what is wrong with it once it is given an N.
 */
#include "core/internal.h"
#include "read/smt2.h"

#include <string.h>

static int blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* The decimal number at *at (after blanks), or -1 when there is none or
 * it is beyond any board's square count. */
static int64_t number(const char **at, const char *end)
{
    const char *p = *at;
    while (p < end && blank(*p)) p++;
    if (p == end || *p < '0' || *p > '9') return -1;
    int64_t value = 0;
    while (p < end && *p >= '0' && *p <= '9') {
        value = value * 10 + (*p - '0');
        if (value > (int64_t)NQCNF_MAX_N * NQCNF_MAX_N) return -1;
        p++;
    }
    *at = p;
    return value;
}

/* The N whose N*N is `variables`, or 0. */
static uint32_t root(int64_t variables)
{
    if (variables < 1) return 0;
    int64_t n = 1;
    while (n * n < variables) n++;
    return n * n == variables ? (uint32_t)n : 0;
}

/* The header's N, or 0: the first line that is neither blank nor a
 * comment must be "p cnf V C" with V a square. */
static uint32_t header_n(const char *data, size_t size)
{
    const char *at = data, *end = data + size;
    while (at < end) {
        const char *line_end = memchr(at, '\n', (size_t)(end - at));
        if (line_end == NULL) line_end = end;
        const char *p = at;
        while (p < line_end && blank(*p)) p++;
        if (p < line_end && *p != 'c') {
            if (line_end - p < 5 || memcmp(p, "p cnf", 5) != 0) return 0;
            p += 5;
            const int64_t variables = number(&p, line_end);
            return number(&p, line_end) < 0 ? 0 : root(variables);
        }
        at = line_end + (line_end < end);
    }
    return 0;
}

/* The side of the board an SMT-LIB text's names span, into *n. */
static nqcnf_status names_n(const char *data, size_t size, uint32_t *n)
{
    nqcnf_smt2 errors; /* where the steps say what is wrong: unused */
    memset(&errors, 0, sizeof errors);
    sx_tree tree;
    memset(&tree, 0, sizeof tree);
    smt2_program program;
    memset(&program, 0, sizeof program);
    nqcnf_status status = nqcnf_smt2_lex(data, size, &tree, &errors);
    if (status == NQCNF_OK && !SMT2_FAILED(&errors))
        status = nqcnf_smt2_parse(&tree, &program, &errors);
    if (status == NQCNF_OK && !SMT2_FAILED(&errors))
        *n = nqcnf_smt2_board_side(&program);
    nqcnf_smt2_program_free(&program);
    nqcnf_sx_tree_free(&tree);
    return status == NQCNF_ERR_OUT_OF_MEMORY ? status : NQCNF_OK;
}

nqcnf_status nqcnf_text_written_for(const char *data, size_t size,
                                    uint32_t *n)
{
    if (n == NULL) return nqcnf_invalid("n is NULL");
    *n = 0;
    if (data == NULL && size > 0)
        return nqcnf_invalid("data is NULL with size %zu", size);
    if (size == 0) return NQCNF_OK;
    const nqcnf_text_kind kind = nqcnf_sniff_text(data, size).kind;
    if (kind == NQCNF_TEXT_DIMACS) *n = header_n(data, size);
    if (kind == NQCNF_TEXT_SMT_LIB) return names_n(data, size, n);
    return NQCNF_OK;
}
