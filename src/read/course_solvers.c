/*
 * course_solvers.c - what the course's solvers do with each issue the
 * DIMACS reader finds.
 *
 * "Malformed: solvers reject the file" is a claim about real programs,
 * so it is decided here from what they were seen to do, and every word
 * that names them (the verdict, the report's messages) comes from this
 * one list. It lives in read/ because the issue kinds are the reader's:
 * a new kind gets its row next to the reader that raises it.
 *
 * Measured with minisat 2.2 (default options), cryptominisat5 5.11,
 * cadical sc2021 and picosat 965 on a two-clause satisfiable file:
 *
 *   the header declares more variables than the clauses use: all four
 *     answer SATISFIABLE (minisat prints a warning);
 *   fewer (a literal beyond the header): cadical and picosat stop with
 *     a parse error; minisat warns and answers, cryptominisat5 answers;
 *   a header clause count larger or smaller than the clauses: cadical
 *     and picosat stop; minisat warns and answers, cryptominisat5 answers;
 *   no header, or a header after clauses: cadical and picosat stop;
 *     minisat and cryptominisat5 answer;
 *   "p cnf 2" (a bad header): cryptominisat5, cadical and picosat stop;
 *     minisat reads the next line's first number as the clause count
 *     and answers UNSATISFIABLE for a satisfiable file;
 *   a comment line before a clause's 0: minisat (exit 3, "PARSE ERROR")
 *     and cryptominisat5 stop; cadical and picosat answer;
 *   a SATLIB '%' end, alone or followed by "0": all four stop;
 *   a word that is not a literal, a last clause without 0: all four stop;
 *   a literal beyond 32 bits: cryptominisat5 and cadical stop, minisat
 *     and picosat try to allocate it and never answer;
 *   a duplicate clause, a tautology, a repeated literal: all four answer.
 *
 * A literal beyond the header is the common case of its kind, so that
 * kind's row records it. The rule for an error: the solvers that hold a
 * file to the DIMACS format as written (cadical and picosat treat the
 * header as binding) both reject it. What only minisat's and
 * cryptominisat5's looser parsers stumble on (a comment before a 0) is
 * legal DIMACS and stays a warning that names them; what every solver
 * reads (unused variables) is no error at all.
 */
#include "core/internal.h"

#include <stdio.h>
#include <string.h>

enum {
    MINISAT = 1u << 0,
    CRYPTOMINISAT = 1u << 1,
    CADICAL = 1u << 2,
    PICOSAT = 1u << 3,
    ALL = MINISAT | CRYPTOMINISAT | CADICAL | PICOSAT
};

/* In the order messages name them. */
static const struct {
    unsigned bit;
    const char *name;
    int strict; /* holds the file to the header: its refusal is an error */
} course_solvers[] = {
    {MINISAT, "minisat", 0},
    {CRYPTOMINISAT, "cryptominisat5", 0},
    {CADICAL, "cadical", 1},
    {PICOSAT, "picosat", 1},
};

enum { SOLVER_COUNT = sizeof course_solvers / sizeof *course_solvers };

/* Which of them reject a file with an issue of each kind. */
static const unsigned rejected_by[] = {
    [NQCNF_CNF_NO_HEADER] = CADICAL | PICOSAT,
    [NQCNF_CNF_BAD_HEADER] = ALL, /* minisat misreads rather than stops */
    [NQCNF_CNF_LATE_HEADER] = CADICAL | PICOSAT,
    [NQCNF_CNF_HEADER_VARIABLES] = 0,
    [NQCNF_CNF_HEADER_CLAUSES] = CADICAL | PICOSAT,
    [NQCNF_CNF_NOT_A_NUMBER] = ALL,
    [NQCNF_CNF_LITERAL_OUT_OF_RANGE] = CADICAL | PICOSAT,
    [NQCNF_CNF_MISSING_FINAL_ZERO] = ALL,
    [NQCNF_CNF_DUPLICATE_CLAUSE] = 0,
    [NQCNF_CNF_TAUTOLOGY] = 0,
    [NQCNF_CNF_REPEATED_LITERAL] = 0,
    [NQCNF_CNF_PERCENT_END] = ALL,
    [NQCNF_CNF_COMMENT_IN_CLAUSE] = MINISAT | CRYPTOMINISAT,
};

/* A value that is no kind: every solver, the safe side. */
static unsigned rejecting(nqcnf_cnf_issue_kind kind)
{
    const size_t index = (size_t)kind;
    return index < sizeof rejected_by / sizeof *rejected_by
               ? rejected_by[index]
               : ALL;
}

int nqcnf_cnf_issue_is_error(nqcnf_cnf_issue_kind kind)
{
    const unsigned refused = rejecting(kind);
    for (size_t i = 0; i < SOLVER_COUNT; i++)
        if (course_solvers[i].strict && !(refused & course_solvers[i].bit))
            return 0;
    return 1;
}

size_t nqcnf_cnf_issue_solvers(nqcnf_cnf_issue_kind kind, int reject,
                               char *buffer, size_t size)
{
    const unsigned refused = rejecting(kind);
    const unsigned chosen = reject ? refused : ALL & ~refused;
    size_t named = 0, total = 0, length = 0;
    for (size_t i = 0; i < SOLVER_COUNT; i++)
        total += (chosen & course_solvers[i].bit) != 0;
    if (buffer != NULL && size > 0) buffer[0] = '\0';
    for (size_t i = 0; i < SOLVER_COUNT; i++) {
        if (!(chosen & course_solvers[i].bit)) continue;
        named++;
        const char *before = named == 1       ? ""
                             : named == total ? " and "
                                              : ", ";
        const int wrote =
            snprintf(buffer != NULL && length < size ? buffer + length : NULL,
                     buffer != NULL && length < size ? size - length : 0,
                     "%s%s", before, course_solvers[i].name);
        if (wrote > 0) length += (size_t)wrote;
    }
    return length;
}
